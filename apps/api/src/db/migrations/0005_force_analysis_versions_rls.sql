-- Custom migration (drizzle-kit cannot express FORCE): the app role owns the table, and owners
-- bypass row-level security unless it is forced (as 0001 does for projects).
ALTER TABLE "analysis_versions" FORCE ROW LEVEL SECURITY;
