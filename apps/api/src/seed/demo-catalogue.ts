// The demo organization's catalogue, clients and events: what a Belgian association renting out
// event equipment would have.
import type { Db } from '../db/prisma.js';

const CATALOGUE: {
  category: string;
  description: string;
  subs: Record<string, [string, number, number][]>;
}[] = [
  {
    category: 'Sonorisation',
    description: 'Son pour fêtes, concerts et conférences',
    subs: {
      Enceintes: [
        ['Enceinte active 500 W', 4500, 8],
        ['Caisson de basses 1000 W', 6000, 2],
      ],
      Micros: [
        ['Micro sans fil', 1500, 6],
        ['Micro filaire', 800, 10],
      ],
      'Tables de mixage': [['Table de mixage 12 voies', 3500, 2]],
    },
  },
  {
    category: 'Éclairage',
    description: 'Lumières de scène et d’ambiance',
    subs: {
      Projecteurs: [
        ['Projecteur LED PAR 64', 1200, 16],
        ['Lyre asservie', 3000, 4],
      ],
      Guirlandes: [['Guirlande guinguette 20 m', 1000, 10]],
    },
  },
  {
    category: 'Mobilier',
    description: 'Tables, chaises et mange-debout',
    subs: {
      Tables: [
        ['Table brasserie 220 cm', 600, 40],
        ['Mange-debout', 800, 20],
      ],
      Chaises: [
        ['Chaise pliante', 100, 200],
        ['Banc brasserie', 300, 80],
      ],
    },
  },
  {
    category: 'Structures',
    description: 'Abris et tentes',
    subs: {
      Tentes: [
        ['Tonnelle pliante 3 x 3 m', 4000, 6],
        ['Chapiteau 6 x 12 m', 25000, 1],
      ],
      Accessoires: [
        ['Lest 20 kg', 200, 40],
        ['Paroi latérale', 500, 24],
      ],
    },
  },
  {
    category: 'Cuisine',
    description: 'Matériel de buvette et de restauration',
    subs: {
      Buvette: [
        ['Tireuse à bière 2 becs', 5000, 2],
        ['Frigo bar vitré', 4000, 3],
      ],
      Cuisson: [['Barbecue gaz 4 feux', 4500, 2]],
    },
  },
];

const SERVICES: [string, string, number, number | null][] = [
  ['Livraison et reprise', 'Aller-retour dans un rayon de 30 km', 6000, null],
  ['Montage du chapiteau', 'Deux personnes, une demi-journée', 18000, 4],
  ['Technicien son', 'Présence pendant l’événement, par heure', 3500, 1],
  ['Nettoyage du matériel', 'Forfait après location', 4000, null],
];

/** Private clients (the others are businesses, associations or public bodies). */
const PEOPLE = new Set(['Marie Dupont']);

const CLIENTS: [string, string, string, string][] = [
  [
    'Comité des fêtes de Waterloo',
    'comite@fetes-waterloo.be',
    'Chaussée de Bruxelles 1, 1410 Waterloo',
    '+32-23456781',
  ],
  [
    'École Saint-Joseph',
    'direction@saintjoseph.be',
    'Rue de l’École 12, 1300 Wavre',
    '+32-10223344',
  ],
  ['Patro de Namur', 'patro.namur@exemple.be', 'Rue des Scouts 4, 5000 Namur', '+32-81224455'],
  [
    'Brasserie du Coin SPRL',
    'contact@brasserieducoin.be',
    'Place Verte 8, 4000 Liège',
    '+32-42223344',
  ],
  [
    'Mairie de Lille – Service Fêtes',
    'fetes@mairie-lille.fr',
    'Place Augustin Laurent, 59000 Lille',
    '+33-320495000',
  ],
  [
    'Club de foot RFC Jodoigne',
    'secretariat@rfcjodoigne.be',
    'Rue du Stade 2, 1370 Jodoigne',
    '+32-10811122',
  ],
  ['Marie Dupont', 'marie.dupont@exemple.be', 'Avenue Louise 150, 1050 Bruxelles', '+32-475123456'],
  [
    'Théâtre des Galeries',
    'regie@galeries.be',
    'Galerie des Princes 6, 1000 Bruxelles',
    '+32-25123456',
  ],
  [
    'Association des parents de Gembloux',
    'ap.gembloux@exemple.be',
    'Rue Entière 3, 5030 Gembloux',
    '+32-81611223',
  ],
  [
    'Festival Rock en Vallée',
    'prod@rockenvallee.fr',
    'Route de la Vallée, 59140 Dunkerque',
    '+33-328001122',
  ],
];

const EVENTS: [string, string, number, string, string][] = [
  ['Fête du printemps', 'Parc communal de Wavre', -150, '11:00', '23:00'],
  ['Brocante d’été', 'Grand-Place de Jodoigne', -60, '07:00', '18:00'],
  ['Marché de Noël', 'Place Saint-Aubain, Namur', 20, '10:00', '22:00'],
];

const dayOffset = (days: number) => {
  const date = new Date();
  date.setUTCHours(0, 0, 0, 0);
  date.setUTCDate(date.getUTCDate() + days);
  return date;
};

export async function seedDemoCatalogue(db: Db, organizationId: number): Promise<void> {
  const organization_id = organizationId;
  for (const entry of CATALOGUE) {
    const category = await db.category.create({
      data: { organization_id, name: entry.category, description: entry.description },
    });
    for (const [subName, products] of Object.entries(entry.subs)) {
      const sub = await db.subCategory.create({
        data: { organization_id, name: subName, category_id: category.category_id },
      });
      await db.product.createMany({
        data: products.map(([name, price_cents, stock]) => ({
          organization_id,
          name,
          price_cents,
          stock,
          category_id: category.category_id,
          sub_category_id: sub.sub_category_id,
        })),
      });
    }
  }
  await db.service.createMany({
    data: SERVICES.map(([name, description, price_cents, duration]) => ({
      organization_id,
      name,
      description,
      price_cents,
      duration,
    })),
  });
  await db.client.createMany({
    data: CLIENTS.map(([client_name, client_email, address, client_phone]) => {
      // "Street 1, 1410 Waterloo": the street line, then postal code and city.
      const [street, locality = ''] = address.split(', ');
      const [, postal_code = null, city = null] = /^(\d{4,5}) (.+)$/.exec(locality) ?? [];
      return {
        organization_id,
        client_name,
        client_email,
        client_address: street ?? address,
        postal_code,
        city,
        client_phone,
        country: client_phone.startsWith('+33') ? ('FR' as const) : ('BE' as const),
        client_type: PEOPLE.has(client_name) ? ('person' as const) : ('company' as const),
      };
    }),
  });
  await db.event.createMany({
    data: EVENTS.map(([name, location, days, start_at, end_at]) => ({
      organization_id,
      name,
      location,
      date: dayOffset(days),
      start_at,
      end_at,
    })),
  });
}
