import { describe, expect, test } from 'vitest';
import { startupBanner, withoutPassword } from '../src/banner.js';
import { loadConfig } from '../src/config.js';

const demo = { email: 'demo@exemple.be', password: 'demo-AbC123xy' };

describe('the banner printed once the server listens', () => {
  test('embedded database: address, demo account, data folder and where PostgreSQL keeps it', () => {
    const config = loadConfig({ DATA_DIR: '/srv/gestion/.data' });
    expect(startupBanner(config, 3000, demo)).toBe(
      [
        '',
        '  Application prête sur http://localhost:3000/',
        '  Compte de démonstration : demo@exemple.be / demo-AbC123xy',
        '  Données : /srv/gestion/.data',
        '  Base de données : PostgreSQL intégré, dans /srv/gestion/.data/pg',
        '',
        '',
      ].join('\n'),
    );
  });

  test('own database: DATABASE_URL without its password, the public address, no demo account', () => {
    const config = loadConfig({
      DATA_DIR: '/srv/gestion/.data',
      DATABASE_URL: 'postgresql://gestion:mot-de-passe@db:5432/gestion?sslmode=require',
      PUBLIC_URL: 'https://gestion.exemple.be',
    });
    const banner = startupBanner(config, 8080);
    expect(banner).toBe(
      [
        '',
        '  Application prête sur http://localhost:8080/',
        '  Adresse publique : https://gestion.exemple.be',
        '  Données : /srv/gestion/.data',
        '  Base de données : postgresql://gestion@db:5432/gestion?sslmode=require (DATABASE_URL)',
        '',
        '',
      ].join('\n'),
    );
    expect(banner).not.toContain('mot-de-passe');
  });

  test('a relative DATA_DIR is shown as the absolute folder it is', () => {
    const banner = startupBanner(loadConfig({ DATA_DIR: './.data' }), 3000);
    expect(banner).toContain(`  Données : ${process.cwd()}/.data\n`);
  });
});

describe('a connection string as shown', () => {
  test('loses its password wherever it is written, and keeps the rest', () => {
    expect(withoutPassword('postgresql://gestion:secret@db/gestion')).toBe(
      'postgresql://gestion@db/gestion',
    );
    expect(withoutPassword('postgres://db/gestion?user=gestion&password=secret')).toBe(
      'postgres://db/gestion?user=gestion',
    );
    expect(withoutPassword('postgresql://localhost/gestion')).toBe(
      'postgresql://localhost/gestion',
    );
    expect(withoutPassword('pas une adresse')).toBe('(DATABASE_URL illisible)');
  });
});
