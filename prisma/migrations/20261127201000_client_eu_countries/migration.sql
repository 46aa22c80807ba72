-- A client may be in any member state of the EU; the organization stays Belgian or French, so
-- clients get their own enum instead of widening "Country".
CREATE TYPE "EuCountry" AS ENUM ('AT', 'BE', 'BG', 'CY', 'CZ', 'DE', 'DK', 'EE', 'ES', 'FI', 'FR', 'GR', 'HR', 'HU', 'IE', 'IT', 'LT', 'LU', 'LV', 'MT', 'NL', 'PL', 'PT', 'RO', 'SE', 'SI', 'SK');

ALTER TABLE "clients" ALTER COLUMN "country" DROP DEFAULT;
ALTER TABLE "clients"
    ALTER COLUMN "country" TYPE "EuCountry" USING "country"::text::"EuCountry";
ALTER TABLE "clients" ALTER COLUMN "country" SET DEFAULT 'BE';
