-- The access point's own id of each participant registered there (issue #33): Storecove needs its
-- legal entity id on every submission and has no look-up by Peppol identifier, so it is kept here
-- across restarts and replicas (peppol-wiring.ts).

-- CreateTable
CREATE TABLE "peppol_legal_entities" (
    "participant" TEXT NOT NULL,
    "provider" TEXT NOT NULL,
    "legal_entity_id" INTEGER NOT NULL,
    "created_at" TIMESTAMPTZ(6) NOT NULL DEFAULT CURRENT_TIMESTAMP,

    CONSTRAINT "peppol_legal_entities_pkey" PRIMARY KEY ("provider", "participant")
);
