-- Menu entries edited through the API keep their order, icon, visibility and parent across catalogue syncs.
ALTER TABLE "menu" ADD COLUMN "customized" boolean DEFAULT false NOT NULL;