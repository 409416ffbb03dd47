-- Custom migration (drizzle-kit cannot express FORCE): the app role usually owns the table,
-- and owners bypass row-level security unless it is forced.
ALTER TABLE "projects" FORCE ROW LEVEL SECURITY;
