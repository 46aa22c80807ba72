import request from 'supertest';
import { describe, expect, test } from 'vitest';
import { useTestContext } from './support/app.js';
import {
  createOrganization,
  createUser,
  signedInLoner,
  signedInMember,
} from './support/factories.js';
import { guardAnswers } from './support/guards.js';
import { signIn, postAuth } from './support/session.js';
import {
  ELF,
  PDF,
  PNG,
  withSession,
  type SessionAgent,
  expectFailure,
  expectAnswer,
  expectRecord,
  expectServedFile,
} from './support/http.js';

const ctx = useTestContext();

const validOrganization = (overrides: Record<string, unknown> = {}) => ({
  organization_name: 'Club de Voile du Lac',
  address: 'Quai du Lac 3, 4000 Liège',
  phone: '+32-42345678',
  email: `voile-${Math.random().toString(36).slice(2, 8)}@exemple.be`,
  vat_number: '',
  bank_account: 'BE71096123456769',
  is_vat_subject: false,
  ...overrides,
});

/** A member of a fresh organization (Pro plan, active unless said otherwise), signed in. */
const memberOfNewOrganization = (options: { plan?: string; active?: boolean } = {}) =>
  signedInMember(ctx, options);

const loner = () => signedInLoner(ctx);

const addOrganization = (api: SessionAgent, body: object) =>
  api.post('/api/organization/addOrganization').send(body);

/** A new user's try at creating an organization, with how many organizations existed before. */
async function newUserAddsOrganization(overrides: Record<string, unknown>) {
  const { user, api } = await loner();
  const before = await ctx.db.organization.count();
  return { user, before, res: await addOrganization(api, validOrganization(overrides)) };
}

describe('status-code contract on organization calls', () => {
  test('403 without a session, 401 without organization, 402 without an active plan', async () => {
    const {
      anonymous,
      noOrganization,
      noPlan: paymentRequired,
    } = await guardAnswers(ctx, '/api/organization/getOrganization');
    expect(anonymous.status).toBe(403);
    expectAnswer(noOrganization, 401, { error: 401, message: "Vous n'avez pas de'organisation" });
    expectAnswer(paymentRequired, 402, { message: 'Payment required' });
  });

  test('setup calls stay reachable without a plan, and a member of an unpaid organization can leave', async () => {
    const unpaid = await memberOfNewOrganization({ active: false });
    // Another owner stays: the last one cannot leave.
    await createUser(ctx.db, {
      organization_id: unpaid.organization.organization_id,
      role: 'owner',
    });
    const res = await unpaid.api.put('/api/organization/leave');
    expectAnswer(res, 200, { message: 'Vous avez quitté l’organisation' });
  });
});

describe('POST /api/organization/addOrganization', () => {
  test('creates the organization without a plan and makes the caller its member', async () => {
    const { user, api } = await loner();
    const body = validOrganization({ email: ' Contact@Voile-Lac.be ' });
    const res = await addOrganization(api, body);
    expect(res.status).toBe(201);
    expect(res.body.message).toBe('Organisation créée avec succès');
    expect(res.body.organization).toMatchObject({
      organization_name: 'Club de Voile du Lac',
      email: 'contact@voile-lac.be',
      vat_number: null,
      is_vat_subject: false,
      plan: null,
      subscription_status: 'none',
      logo_image: null,
      background_image: null,
      terms: '',
      users: [{ user_id: user.user_id, name: user.name, email: user.email, role: 'owner' }],
    });

    // Now a member: the login answers 200, and paid areas ask for a subscription.
    const login = await postAuth(ctx.app, 'login', user);
    expect(login.status).toBe(200);
    const list = await api.get('/api/users/list');
    expect(list.status).toBe(402);
  });

  test.each([
    [{ organization_name: '  ' }, "Veuillez saisir le nom de l'organisation."],
    [{ address: undefined }, "Veuillez saisir l'adresse de l'organisation."],
    [{ phone: '' }, 'Veuillez saisir le numéro de téléphone.'],
    [
      { phone: '+44-2079460000' },
      'Le numéro de téléphone doit commencer par +32- ou +33- suivi du numéro.',
    ],
    [
      { phone: '+32-abc' },
      'Le numéro de téléphone doit commencer par +32- ou +33- suivi du numéro.',
    ],
    [{ email: '' }, "Veuillez saisir l'email de l'organisation."],
    [{ email: 'pas-un-email' }, "L'adresse email n'est pas valide."],
    [{ bank_account: '' }, 'Veuillez saisir le compte bancaire.'],
    [
      { is_vat_subject: true, vat_number: '' },
      'Veuillez saisir le numéro de TVA (obligatoire pour un assujetti à la TVA).',
    ],
    [{ organization_name: ['x'] }, "Veuillez saisir le nom de l'organisation."],
  ])('refuses %o with a French 400 and creates nothing', async (overrides, message) => {
    const { user, before, res } = await newUserAddsOrganization(overrides);
    expectFailure(res, 400, message);
    expect(await ctx.db.organization.count()).toBe(before);
    const after = await ctx.db.user.findUniqueOrThrow({ where: { user_id: user.user_id } });
    expect(after.organization_id).toBeNull();
  });

  test('accepts a French phone and a VAT number when VAT subject', async () => {
    const { res } = await newUserAddsOrganization({
      phone: '+33-1 23 45 67 89',
      is_vat_subject: true,
      country: 'FR',
      vat_number: 'FR40303265045',
    });
    expectRecord(res, 201, 'organization', {
      phone: '+33-1 23 45 67 89',
      vat_number: 'FR40303265045',
      country: 'FR',
    });
  });

  test('stores the legal identity normalized, and says what is still missing for invoices', async () => {
    const { res } = await newUserAddsOrganization({
      country: 'FR',
      address: '10 rue de Rivoli',
      postal_code: '75004',
      city: 'Paris',
      enterprise_number: '732 829 320',
      siret: '732 829 320 00074',
      is_vat_subject: true,
      vat_number: 'fr 44 732 829 320',
      bank_account: 'fr14 2004 1010 0505 0001 3m02 606',
      bic: 'bnpafrppxxx',
      payment_terms_days: 45,
    });
    expectRecord(res, 201, 'organization', {
      country: 'FR',
      enterprise_number: '732829320',
      siret: '73282932000074',
      vat_number: 'FR44732829320',
      bank_account: 'FR1420041010050500013M02606',
      bic: 'BNPAFRPPXXX',
      postal_code: '75004',
      city: 'Paris',
      payment_terms_days: 45,
      missing_identity: [],
    });

    const { res: bare } = await newUserAddsOrganization({});
    expect(bare.body.organization).toMatchObject({
      country: 'BE',
      enterprise_number: null,
      payment_terms_days: 30,
      missing_identity: ['numéro d’entreprise', 'code postal', 'ville'],
    });
  });

  test.each([
    ['an IBAN with a wrong check', { bank_account: 'BE71096123456760' }, 'IBAN invalide'],
    ['an account number that is no IBAN', { bank_account: '068-2451234-56' }, 'IBAN invalide'],
    [
      'an enterprise number with a wrong check',
      { enterprise_number: '0403.170.702' },
      "Numéro d'entreprise invalide",
    ],
    [
      'a SIREN failing Luhn',
      { country: 'FR', enterprise_number: '732829321' },
      "Numéro d'entreprise invalide",
    ],
    [
      'a SIRET of another SIREN',
      { country: 'FR', enterprise_number: '732829320', siret: '44306184100047' },
      'Le SIRET doit commencer par le SIREN.',
    ],
    [
      'a Belgian VAT number with a wrong check',
      { is_vat_subject: true, vat_number: 'BE0403170702' },
      'Numéro de TVA invalide',
    ],
    ['a malformed BIC', { bic: 'GEBA BE' }, 'BIC invalide'],
    [
      'payment terms beyond a year',
      { payment_terms_days: 400 },
      'Le délai de paiement doit être un nombre entier de jours, de 0 à 365.',
    ],
  ])('refuses %s with a message naming the field', async (_label, overrides, message) => {
    const { before, res } = await newUserAddsOrganization(overrides);
    expectFailure(res, 400, message);
    expect(await ctx.db.organization.count()).toBe(before);
  });

  test('refuses an email another organization uses, and a caller who already has one', async () => {
    const taken = await createOrganization(ctx.db);
    const { api } = await loner();
    const duplicate = await addOrganization(api, validOrganization({ email: taken.email }));
    expectFailure(duplicate, 409, 'Une organisation utilise déjà cet email.', 'email');

    const member = await memberOfNewOrganization();
    const second = await addOrganization(member.api, validOrganization());
    expectFailure(second, 409, 'Vous faites déjà partie d’une organisation.');
  });
});

describe('getOrganization, updateOrganization, updateOrganizationTerms', () => {
  test('reads the caller’s organization with its plan and members', async () => {
    const { organization, user, api } = await memberOfNewOrganization();
    const res = await api.get('/api/organization/getOrganization');
    expectAnswer(res, 200, {
      organization: {
        organization_id: organization.organization_id,
        organization_name: organization.organization_name,
        address: organization.address,
        phone: organization.phone,
        email: organization.email,
        vat_number: organization.vat_number,
        bank_account: organization.bank_account,
        is_vat_subject: true,
        country: 'BE',
        enterprise_number: '0123456749',
        siret: null,
        postal_code: '1000',
        city: 'Bruxelles',
        bic: null,
        payment_terms_days: 30,
        facturx_pdf: false,
        legal_form: null,
        registry: null,
        share_capital: null,
        quote_validity_days: 30,
        missing_identity: [],
        logo_image: null,
        background_image: null,
        terms: '',
        plan: { nom: 'Pro' },
        subscription_status: 'active',
        users: [{ user_id: user.user_id, name: user.name, email: user.email, role: 'owner' }],
      },
    });
  });

  test('updates the fields and the terms', async () => {
    const { api } = await memberOfNewOrganization();
    const update = await api
      .post('/api/organization/updateOrganization')
      .send(validOrganization({ organization_name: 'Nouveau nom', is_vat_subject: false }));
    expect(update.status).toBe(200);
    expect(update.body.message).toBe('Organisation mise à jour avec succès');
    expect(update.body.organization).toMatchObject({
      organization_name: 'Nouveau nom',
      is_vat_subject: false,
      // Fields the request leaves out keep their stored value.
      enterprise_number: '0123456749',
      postal_code: '1000',
      city: 'Bruxelles',
    });

    const terms = await api
      .post('/api/organization/updateOrganizationTerms')
      .send({ terms: 'Paiement à 30 jours.\nCaution de 100 €.' });
    expectAnswer(terms, 200, { message: 'Conditions générales mises à jour avec succès' });
    const read = await api.get('/api/organization/getOrganization');
    expect(read.body.organization.terms).toBe('Paiement à 30 jours.\nCaution de 100 €.');

    const tooLong = await api
      .post('/api/organization/updateOrganizationTerms')
      .send({ terms: 'x'.repeat(20_001) });
    expect(tooLong.status).toBe(400);
    expect(tooLong.body.message).toBe(
      'Les conditions générales ne peuvent dépasser 20 000 caractères.',
    );
  });

  test('the Factur-X choice: off by default, set by an update, kept by one that leaves it out', async () => {
    const { api } = await memberOfNewOrganization();
    const on = await api
      .post('/api/organization/updateOrganization')
      .send(validOrganization({ facturx_pdf: true }));
    expect(on.status).toBe(200);
    expect(on.body.organization.facturx_pdf).toBe(true);
    // An older form that does not know the field leaves the choice as it is.
    const without = await api
      .post('/api/organization/updateOrganization')
      .send(validOrganization());
    expect(without.body.organization.facturx_pdf).toBe(true);
    const read = await api.get('/api/organization/getOrganization');
    expect(read.body.organization.facturx_pdf).toBe(true);
    const off = await api
      .post('/api/organization/updateOrganization')
      .send(validOrganization({ facturx_pdf: false }));
    expect(off.body.organization.facturx_pdf).toBe(false);
    const wrong = await api
      .post('/api/organization/updateOrganization')
      .send(validOrganization({ facturx_pdf: 'oui' }));
    expectFailure(wrong, 400, 'Indiquez si les factures PDF doivent joindre le XML Factur-X.');

    const { api: creator } = await loner();
    const created = await addOrganization(creator, validOrganization());
    expect(created.body.organization.facturx_pdf).toBe(false);
  });

  test('refuses to take the email of another organization', async () => {
    const other = await createOrganization(ctx.db);
    const { api } = await memberOfNewOrganization();
    const res = await api
      .post('/api/organization/updateOrganization')
      .send(validOrganization({ email: other.email }));
    expectFailure(res, 409, 'Une organisation utilise déjà cet email.', 'email');
  });
});

describe('POST /api/organization/updateOrganizationFiles', () => {
  test('stores a logo in PostgreSQL and serves it back by URL with safe headers', async () => {
    const { api } = await memberOfNewOrganization();
    const res = await api
      .post('/api/organization/updateOrganizationFiles')
      .field('fileType', 'logo_image')
      .attach('file', PNG, { filename: 'logo.png', contentType: 'image/png' });
    expectAnswer(res, 200, {
      message: 'Logo mis à jour avec succès',
      logo_image: expect.stringMatching(/^\/api\/organization\/files\/logo_image\?v=\d+$/),
    });

    const image = await api.get(res.body.logo_image);
    expectServedFile(image, 'image/png', PNG);

    const read = await api.get('/api/organization/getOrganization');
    expect(read.body.organization.logo_image).toBe(res.body.logo_image);
    expect(read.body.organization.background_image).toBeNull();
  });

  test('replacing an image deletes the previous file', async () => {
    const { organization, api } = await memberOfNewOrganization();
    for (let i = 0; i < 2; i++) {
      const res = await api
        .post('/api/organization/updateOrganizationFiles')
        .field('fileType', 'background_image')
        .attach('file', PNG, 'fond.png');
      expect(res.status).toBe(200);
      expect(res.body.message).toBe("Image d'arrière-plan mise à jour avec succès");
    }
    expect(
      await ctx.db.storedFile.count({ where: { organization_id: organization.organization_id } }),
    ).toBe(1);
  });

  test.each([
    ['no file', undefined, 'logo_image', 400, 'Veuillez choisir un fichier', 'file'],
    [
      'a PDF',
      PDF,
      'logo_image',
      415,
      "Type d'image non pris en charge : seules les images JPEG, PNG, SVG et WebP sont acceptées.",
      undefined,
    ],
    [
      'an executable named .png',
      ELF,
      'logo_image',
      415,
      "Type d'image non pris en charge : seules les images JPEG, PNG, SVG et WebP sont acceptées.",
      undefined,
    ],
    [
      'an unknown fileType',
      PNG,
      'terms',
      400,
      'Le type de fichier doit être logo_image ou background_image.',
      'fileType',
    ],
  ])('refuses %s and stores nothing', async (_label, bytes, fileType, status, message, field) => {
    const { organization, api } = await memberOfNewOrganization();
    let req = api.post('/api/organization/updateOrganizationFiles').field('fileType', fileType);
    if (bytes) req = req.attach('file', bytes, 'image.png');
    const res = await req;
    expectFailure(res, status, message, field);
    expect(
      await ctx.db.storedFile.count({ where: { organization_id: organization.organization_id } }),
    ).toBe(0);
  });

  test('refuses a file over 10 MB with 413', async () => {
    const { api } = await memberOfNewOrganization();
    const big = Buffer.concat([PNG, Buffer.alloc(10 * 1024 * 1024)]);
    const res = await api
      .post('/api/organization/updateOrganizationFiles')
      .field('fileType', 'logo_image')
      .attach('file', big, 'grand.png');
    expectFailure(res, 413, 'Le fichier dépasse la taille maximale de 10 Mo.');
  });

  test('another organization never gets the image', async () => {
    const owner = await memberOfNewOrganization();
    const upload = await owner.api
      .post('/api/organization/updateOrganizationFiles')
      .field('fileType', 'logo_image')
      .attach('file', PNG, 'logo.png');
    const stranger = await memberOfNewOrganization();
    const res = await stranger.api.get(upload.body.logo_image);
    expectFailure(res, 404, 'Aucune image enregistrée.');
  });
});

describe('members: invitations (addOrganizationUser), leave, users/list', () => {
  const invite = (cookie: string, email: string) =>
    withSession(ctx.app, cookie).put('/api/organization/addOrganizationUser').send({ email });
  const received = async (cookie: string) =>
    (await withSession(ctx.app, cookie).get('/api/organization/invitations')).body.invitations as {
      invitation_id: number;
      organization_name: string;
    }[];
  const answer = (cookie: string, verb: 'accept' | 'decline', id: number) =>
    withSession(ctx.app, cookie).put(`/api/organization/invitations/${verb}?invitation_id=${id}`);
  /** An invitation is answered by the account whose email is verified. */
  const verifiedUser = async (overrides: Parameters<typeof createUser>[1] = {}) => {
    const user = await createUser(ctx.db, overrides);
    await ctx.db.user.update({
      where: { user_id: user.user_id },
      data: { email_verified_at: new Date() },
    });
    return user;
  };

  test('adding by email invites; the invited person accepts and signs in to the organization', async () => {
    const { organization, api, cookie } = await memberOfNewOrganization();
    const newcomer = await verifiedUser({ name: 'Zoé Nouvelle' });
    // Zoé had asked to join another organization: the invitation leaves that request alone.
    const elsewhere = await createOrganization(ctx.db);
    await ctx.db.joinRequest.create({
      data: { organization_id: elsewhere.organization_id, user_id: newcomer.user_id },
    });
    const res = await invite(cookie, newcomer.email.toUpperCase());
    expectAnswer(res, 200, { message: 'Invitation envoyée' });
    expect(
      (await ctx.db.user.findUniqueOrThrow({ where: { user_id: newcomer.user_id } }))
        .organization_id,
    ).toBeNull();
    expect(await ctx.db.joinRequest.count({ where: { user_id: newcomer.user_id } })).toBe(1);

    const sent = await api.get('/api/organization/invitations/sent');
    expect(sent.body.invitations).toEqual([
      {
        invitation_id: expect.any(Number),
        email: newcomer.email,
        role: 'member',
        invited_by: 'Alex Testeur',
        created_at: expect.any(String),
        expires_at: expect.any(String),
        expired: false,
      },
    ]);

    const newcomerCookie = await signIn(ctx.app, newcomer);
    const mine = await received(newcomerCookie);
    expect(mine).toEqual([
      {
        invitation_id: sent.body.invitations[0].invitation_id,
        organization_name: organization.organization_name,
        invited_by: 'Alex Testeur',
        created_at: expect.any(String),
      },
    ]);
    const accepted = await answer(newcomerCookie, 'accept', mine[0]!.invitation_id);
    expectAnswer(accepted, 200, {
      message: 'Invitation acceptée : bienvenue dans l’organisation',
    });

    const list = await api.get('/api/users/list');
    expect(list.body.users).toContainEqual({
      user_id: newcomer.user_id,
      name: 'Zoé Nouvelle',
      email: newcomer.email,
      role: 'member',
    });
    const member = await ctx.db.user.findUniqueOrThrow({ where: { user_id: newcomer.user_id } });
    expect(member.organization_id).toBe(organization.organization_id);
    // Accepting ends the requests made elsewhere, as joining always did.
    expect(await ctx.db.joinRequest.count({ where: { user_id: newcomer.user_id } })).toBe(0);
    expect(await received(newcomerCookie)).toEqual([]);
    expect((await answer(newcomerCookie, 'accept', mine[0]!.invitation_id)).status).toBe(404);
  });

  test('an invitation can be declined, or withdrawn by the organization, and is then gone', async () => {
    const { api, cookie } = await memberOfNewOrganization();
    const guest = await verifiedUser();
    const guestCookie = await signIn(ctx.app, guest);
    await invite(cookie, guest.email);
    const [first] = await received(guestCookie);
    const declined = await answer(guestCookie, 'decline', first!.invitation_id);
    expect(declined.body).toEqual({ message: 'Invitation refusée' });
    expect(await received(guestCookie)).toEqual([]);

    await invite(cookie, guest.email);
    const [again] = await received(guestCookie);
    const cancelled = await api.delete(
      `/api/organization/invitations/cancel?invitation_id=${again!.invitation_id}`,
    );
    expect(cancelled.body).toEqual({ message: 'Invitation annulée' });
    expect(await received(guestCookie)).toEqual([]);
    expect((await answer(guestCookie, 'accept', again!.invitation_id)).status).toBe(404);
  });

  test('an email without an account is invited all the same (nothing tells whether it exists), and sees it once registered', async () => {
    const { organization, cookie } = await memberOfNewOrganization();
    const res = await invite(cookie, 'future@exemple.be');
    expectAnswer(res, 200, { message: 'Invitation envoyée' });
    const future = await verifiedUser({ email: 'future@exemple.be' });
    const invitations = await received(await signIn(ctx.app, future));
    expect(invitations.map((invitation) => invitation.organization_name)).toEqual([
      organization.organization_name,
    ]);
  });

  test('refusals: an empty email, the caller’s own, someone else’s invitation, a member of another organization accepting', async () => {
    const { user, cookie } = await memberOfNewOrganization();
    const empty = await invite(cookie, '');
    expectFailure(empty, 400, "Veuillez saisir l'email de l'utilisateur.", 'email');
    const own = await invite(cookie, user.email);
    expectFailure(own, 409, 'Cet utilisateur fait déjà partie de votre organisation.', 'email');

    const busy = await memberOfNewOrganization();
    await ctx.db.user.update({
      where: { user_id: busy.user.user_id },
      data: { email_verified_at: new Date() },
    });
    await invite(cookie, busy.user.email);
    const [invitation] = await received(busy.cookie);
    const stranger = await createUser(ctx.db);
    const notTheirs = await answer(
      await signIn(ctx.app, stranger),
      'accept',
      invitation!.invitation_id,
    );
    expectFailure(notTheirs, 404, 'Invitation introuvable.');
    const inOther = await answer(busy.cookie, 'accept', invitation!.invitation_id);
    expectFailure(inOther, 409, 'Vous faites déjà partie d’une organisation.');
  });

  test('the plan’s user limit applies when the invitation is accepted', async () => {
    const { organization, cookie } = await memberOfNewOrganization({ plan: 'Essentiel' });
    await createUser(ctx.db, { organization_id: organization.organization_id });
    const third = await verifiedUser();
    expect((await invite(cookie, third.email)).status).toBe(200);
    const thirdCookie = await signIn(ctx.app, third);
    const [invitation] = await received(thirdCookie);
    const res = await answer(thirdCookie, 'accept', invitation!.invitation_id);
    expectFailure(
      res,
      409,
      'Limite de votre abonnement Essentiel atteinte : 2 utilisateurs au maximum (2 membres). ' +
        'Passez à une formule supérieure pour en ajouter.',
    );
    const after = await ctx.db.user.findUniqueOrThrow({ where: { user_id: third.user_id } });
    expect(after.organization_id).toBeNull();
    expect(await received(thirdCookie)).toHaveLength(1);
  });

  test('the last member cannot leave; another one can, and is then without organization', async () => {
    const { organization, user, api } = await memberOfNewOrganization();
    const alone = await api.put('/api/organization/leave');
    expectFailure(
      alone,
      409,
      'Vous êtes le dernier membre de l’organisation : elle ne peut pas rester sans membre.',
    );

    await createUser(ctx.db, { organization_id: organization.organization_id, role: 'owner' });
    const leave = await api.put('/api/organization/leave');
    expect(leave.status).toBe(200);
    const after = await api.get('/api/organization/getOrganization');
    expect(after.status).toBe(401);
    const login = await postAuth(ctx.app, 'login', user);
    expect(login.status).toBe(401);
  });

  test('two last members leaving at once leave one behind', async () => {
    const organization = await createOrganization(ctx.db);
    const users = await Promise.all([
      createUser(ctx.db, { organization_id: organization.organization_id }),
      createUser(ctx.db, { organization_id: organization.organization_id }),
    ]);
    const cookies = await Promise.all(users.map((user) => signIn(ctx.app, user)));
    const answers = await Promise.all(
      cookies.map((cookie) => withSession(ctx.app, cookie).put('/api/organization/leave')),
    );
    expect(answers.map((res) => res.status).sort()).toEqual([200, 409]);
    expect(
      await ctx.db.user.count({ where: { organization_id: organization.organization_id } }),
    ).toBe(1);
  });
});

describe('join requests', () => {
  const pendingRequestOf = (organization: { organization_id: number }) =>
    ctx.db.joinRequest.findFirstOrThrow({
      where: { organization_id: organization.organization_id },
    });
  const validateRequest = (api: SessionAgent, requestId: number | string) =>
    api.put(`/api/organization/requests/validate?request_id=${requestId}`);

  async function requestToJoin(organizationEmail: string) {
    const asker = await loner();
    const res = await asker.api
      .post('/api/organization/requests/create')
      .send({ email: organizationEmail, organization_name: 'ignoré' });
    return { ...asker, res };
  }

  test('a user without organization asks; a member lists and validates; the asker is then a member', async () => {
    const { organization, api } = await memberOfNewOrganization();
    const empty = await api.get('/api/organization/requests/list');
    expectAnswer(empty, 200, { requests: [], message: 'Pas de demande en attente' });

    const asker = await requestToJoin(organization.email.toUpperCase());
    expectAnswer(asker.res, 201, {
      message:
        'Demande envoyée : un membre de l’organisation doit la valider avant votre connexion.',
    });

    const list = await api.get('/api/organization/requests/list');
    expect(list.body).toEqual({
      requests: [
        {
          request_id: expect.any(Number),
          status: 'Pending',
          created_at: expect.stringMatching(/^\d{4}-\d\d-\d\dT/),
          name: asker.user.name,
          email: asker.user.email,
        },
      ],
    });
    const requestId = list.body.requests[0].request_id as number;

    const validate = await validateRequest(api, requestId);
    expectAnswer(validate, 200, { message: 'Demande validée' });

    const login = await postAuth(ctx.app, 'login', asker.user);
    expect(login.status).toBe(200);
    const again = await validateRequest(api, requestId);
    expectFailure(again, 409, 'Cette demande a déjà été traitée.');
    const after = await api.get('/api/organization/requests/list');
    expect(after.body.requests).toEqual([]);
  });

  test('asking twice, or an unknown organization email, gets a clear message', async () => {
    const { organization } = await memberOfNewOrganization();
    const asker = await requestToJoin(organization.email);
    const twice = await asker.api
      .post('/api/organization/requests/create')
      .send({ email: organization.email });
    expect(twice.status).toBe(409);
    expect(twice.body.message).toBe(
      'Vous avez déjà une demande en attente pour cette organisation.',
    );

    const unknown = await requestToJoin('inconnue@exemple.be');
    expectFailure(
      unknown.res,
      404,
      'Aucune organisation n’est enregistrée avec cet email.',
      'email',
    );
    const empty = await requestToJoin('');
    expectFailure(empty.res, 400, "Veuillez saisir l'email de l'organisation.", 'email');
  });

  test('another organization’s request id behaves like a missing one', async () => {
    const owner = await memberOfNewOrganization();
    await requestToJoin(owner.organization.email);
    const pending = await ctx.db.joinRequest.findFirstOrThrow({
      where: { organization_id: owner.organization.organization_id },
    });
    const stranger = await memberOfNewOrganization();
    for (const [method, path] of [
      ['put', '/api/organization/requests/validate'],
      ['delete', '/api/organization/requests/delete'],
    ] as const) {
      const call = (id: number) => {
        const agent = request(ctx.app);
        const url = `${path}?request_id=${id}`;
        return (method === 'put' ? agent.put(url) : agent.delete(url)).set(
          'Cookie',
          stranger.cookie,
        );
      };
      const foreign = await call(pending.request_id);
      const missing = await call(2147483000);
      expectAnswer(foreign, 404, missing.body);
      expect(foreign.body).toEqual({ error: true, message: 'Demande introuvable.' });
    }
    const unchanged = await ctx.db.joinRequest.findUniqueOrThrow({
      where: { request_id: pending.request_id },
    });
    expect(unchanged.status).toBe('Pending');
  });

  test.each(['abc', '-1', '1.5', ''])('refuses request_id=%s with 400', async (value) => {
    const { api } = await memberOfNewOrganization();
    const res = await validateRequest(api, value);
    expectFailure(res, 400, 'Identifiant de demande invalide.');
  });

  test('deletes a request', async () => {
    const { organization, api } = await memberOfNewOrganization();
    await requestToJoin(organization.email);
    const pending = await pendingRequestOf(organization);
    const res = await api.delete(
      `/api/organization/requests/delete?request_id=${pending.request_id}`,
    );
    expectAnswer(res, 200, { message: 'Demande supprimée' });
    expect(await ctx.db.joinRequest.count({ where: { request_id: pending.request_id } })).toBe(0);
  });

  test('parallel validations of one request add the member once', async () => {
    const { organization, api } = await memberOfNewOrganization();
    const asker = await requestToJoin(organization.email);
    const pending = await pendingRequestOf(organization);
    const answers = await Promise.all(
      Array.from({ length: 5 }, () => validateRequest(api, pending.request_id)),
    );
    expect(answers.filter((res) => res.status === 200)).toHaveLength(1);
    expect(answers.filter((res) => res.status === 409)).toHaveLength(4);
    const member = await ctx.db.user.findUniqueOrThrow({ where: { user_id: asker.user.user_id } });
    expect(member.organization_id).toBe(organization.organization_id);
  });

  test('a validation over the plan’s user limit is refused and the request stays pending', async () => {
    const { organization, api } = await memberOfNewOrganization({ plan: 'Essentiel' });
    await createUser(ctx.db, { organization_id: organization.organization_id });
    await requestToJoin(organization.email);
    const pending = await pendingRequestOf(organization);
    const res = await validateRequest(api, pending.request_id);
    expect(res.status).toBe(409);
    expect(res.body.message).toMatch(/^Limite de votre abonnement Essentiel atteinte/);
    const after = await ctx.db.joinRequest.findUniqueOrThrow({
      where: { request_id: pending.request_id },
    });
    expect(after.status).toBe('Pending');
  });
});
