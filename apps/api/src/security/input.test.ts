import { analysisSchema, savedExplanationSchema, MAX_NOTES_CHARS } from '@strata/contracts';
import { STRATEGIES } from '@strata/engine';
import { eq } from 'drizzle-orm';
import fc from 'fast-check';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createApp } from '../app';
import { profiles, projects, user } from '../db/schema';
import { extractDocuments, PDFJS_MIN_SAFE_VERSION, PDFJS_VERSION } from '../documents';
import { PDF_LOAD_OPTIONS } from '../documents/extract-pdf';
import { isVersionAtLeast } from '../documents/pdfjs-version';
import { AnalysisJobs } from '../jobs/analysis-jobs';
import { recordingEngine } from '../testing/recording-engine';
import { approve, call, signUp, type SignedIn } from '../testing/test-app';
import { TEST_ORIGIN } from '../testing/test-env';
import {
  ANALYSIS_BODY,
  createSecurityContext,
  type SecurityContext,
} from '../testing/security-app';

/**
 * Strings over all of Unicode: any code point, and any UTF-16 code unit (so NUL and
 * unpaired surrogates too), not ASCII only.
 */
const codeUnit = fc.integer({ min: 0, max: 0xffff }).map((n) => String.fromCharCode(n));
const anyText = (constraints: { minLength?: number } = {}) =>
  fc.oneof(
    fc.string({ unit: 'binary', ...constraints }),
    fc.string({ unit: codeUnit, ...constraints }),
  );
const anyValue = () =>
  fc.oneof(fc.anything({ stringUnit: 'binary' }), fc.anything({ stringUnit: codeUnit }));

let sec: SecurityContext;
let owner: SignedIn;
let ownProject: string;

beforeAll(async () => {
  // A cap high enough that the properties meet it only rarely (429 is also a safe answer).
  sec = await createSecurityContext({ maxPendingPerUser: 50 });
  owner = sec.personas.owner;
  const [row] = await sec.fixtures
    .insert(projects)
    .values({ userId: owner.id, name: 'Client', status: 'completed', clientNotes: 'notes' })
    .returning({ id: projects.id });
  ownProject = row?.id ?? '';
}, 60_000);
afterAll(() => sec?.dispose());

const post = (
  path: string,
  body: string,
  as: SignedIn = owner,
  method = 'POST',
  headers: Record<string, string> = {},
) =>
  sec.app.request(path, {
    method,
    headers: {
      'content-type': 'application/json',
      cookie: as.cookie,
      origin: TEST_ORIGIN,
      ...headers,
    },
    body,
  });

async function ownRows() {
  return sec.fixtures.select().from(projects).where(eq(projects.userId, owner.id));
}

const textDataUrl = (text: string) =>
  `data:text/plain;base64,${Buffer.from(text).toString('base64')}`;

const attachment = fc.record(
  {
    name: fc.oneof(anyText(), fc.constantFrom('../../etc/passwd', 'a\\b\\c.txt', 'x'.repeat(300))),
    size: fc.oneof(fc.nat(), fc.integer(), fc.double()),
    type: fc.oneof(anyText(), fc.constant('text/plain')),
    data: fc.oneof(anyText(), anyText().map(textDataUrl)),
  },
  { requiredKeys: [] },
);

const analysisBody = fc.oneof(
  anyValue(),
  fc.record(
    {
      notes: fc.oneof(anyText(), fc.constant('   '), anyValue()),
      attachments: fc.oneof(fc.array(attachment, { maxLength: 3 }), anyValue()),
    },
    { requiredKeys: [] },
  ),
  fc.record({ notes: anyText(), attachments: fc.array(attachment), extra: anyValue() }),
);

describe('property: analysis bodies', () => {
  it('never answer 500 and store a row only for an accepted body', async () => {
    await fc.assert(
      fc.asyncProperty(
        fc.oneof(
          analysisBody.map((b) => JSON.stringify(b) ?? 'null'),
          anyText(),
        ),
        async (body) => {
          const before = (await ownRows()).length;
          const response = await post('/api/analyses', body);
          expect([202, 400, 413, 429]).toContain(response.status);
          const after = (await ownRows()).length;
          expect(after - before).toBe(response.status === 202 ? 1 : 0);
        },
      ),
      { numRuns: 80 },
    );
    // Let the accepted ones finish, then every stored row must be well-formed.
    for (let i = 0; i < 100 && (await ownRows()).some((r) => r.status === 'pending'); i += 1)
      await new Promise((resolve) => setTimeout(resolve, 100));
    for (const row of await ownRows()) {
      expect(['pending', 'completed', 'failed']).toContain(row.status);
      expect(row.name.trim().length).toBeGreaterThan(0);
      expect(row.clientNotes.trim().length).toBeGreaterThan(0);
      expect(row.clientNotes.length).toBeLessThanOrEqual(MAX_NOTES_CHARS);
      if (row.status === 'completed' && row.id !== ownProject)
        expect(analysisSchema.safeParse(row.analysis).success).toBe(true);
      if (row.status === 'failed') expect(row.error).toBeTruthy();
    }
  }, 60_000);
});

describe('property: explanation bodies', () => {
  const names = STRATEGIES.map((s) => s.name);
  const body = fc.oneof(
    anyValue(),
    fc.record(
      {
        strategy: fc.oneof(
          fc.record({ strategy: fc.oneof(fc.constantFrom(...names), anyText()) }),
          anyValue(),
        ),
        clientProfile: fc.oneof(fc.dictionary(anyText(), anyValue()), anyValue()),
        clientNotes: fc.oneof(anyText(), anyValue()),
        projectId: fc.oneof(fc.constant('OWN'), anyText(), anyValue()),
        userId: anyText(),
        status: anyText(),
      },
      { requiredKeys: [] },
    ),
  );

  it('never answer 500, and the saved project stays well-formed and in place', async () => {
    await fc.assert(
      fc.asyncProperty(body, async (value) => {
        const json = JSON.stringify(value, (_k, v: unknown) => (v === 'OWN' ? ownProject : v));
        const response = await post('/api/functions/detailed-strategy-explanation', json ?? 'null');
        expect([200, 400, 404]).toContain(response.status);
      }),
      { numRuns: 80 },
    );
    const [row] = await sec.fixtures.select().from(projects).where(eq(projects.id, ownProject));
    expect(row).toMatchObject({ userId: owner.id, status: 'completed', clientNotes: 'notes' });
    for (const [name, explanation] of Object.entries(row?.explanations ?? {})) {
      expect(names).toContain(name);
      expect(savedExplanationSchema.safeParse(explanation).success).toBe(true);
    }
  }, 60_000);
});

describe('property: admin ids and bodies', () => {
  const action = fc.constantFrom(
    ['POST', 'approve'],
    ['POST', 'revoke'],
    ['PUT', 'admin'],
    ['DELETE', 'admin'],
  );

  it('never answer 500 and leave every profile well-formed', async () => {
    const { admin } = sec.personas;
    await fc.assert(
      fc.asyncProperty(
        action,
        // Text a URL can carry (encodeURIComponent refuses lone surrogates); the NUL stays in.
        fc.string({ unit: 'binary', minLength: 1 }),
        anyValue(),
        async ([method, verb], id, value) => {
          const path = `/api/admin/users/${encodeURIComponent(id)}/${verb}`;
          const response = await post(path, JSON.stringify(value) ?? 'null', admin, method);
          expect([200, 400, 404]).toContain(response.status);
        },
      ),
      { numRuns: 80 },
    );
    await fc.assert(
      fc.asyncProperty(fc.string({ unit: 'binary' }), async (status) => {
        const response = await call(
          sec.app,
          `/api/admin/users?status=${encodeURIComponent(status)}`,
          {
            as: admin,
          },
        );
        expect([200, 400]).toContain(response.status);
      }),
      { numRuns: 50 },
    );
    const users = new Set((await sec.db.orm.select({ id: user.id }).from(user)).map((u) => u.id));
    for (const profile of await sec.db.orm.select().from(profiles)) {
      expect(users.has(profile.id)).toBe(true);
      expect(profile.approvedBy === null || users.has(profile.approvedBy)).toBe(true);
      expect(profile.approved).toBe(profile.approvedAt !== null);
    }
  }, 60_000);
});

describe('oversize bodies and file names', () => {
  it('answers 413 past the body limits, storing nothing', async () => {
    const before = (await ownRows()).length;
    // Declared by its Content-Length, as a browser sends it: refused before a byte is read.
    // (The streamed path, with no length declared, is the same middleware: the 1 MB cases below.)
    const huge = `{"notes":"${'x'.repeat(56 * 1024 * 1024)}"}`;
    const declared = { 'content-length': String(Buffer.byteLength(huge)) };
    expect((await post('/api/analyses', huge, owner, 'POST', declared)).status).toBe(413);
    const direct = await post('/api/functions/analyze-client', huge, owner, 'POST', declared);
    expect(direct.status).toBe(413);
    const large = JSON.stringify({ ...ANALYSIS_BODY, clientNotes: 'x'.repeat(1024 * 1024) });
    expect((await post('/api/functions/detailed-strategy-explanation', large)).status).toBe(413);
    const admin = sec.personas.admin;
    expect((await post(`/api/admin/users/${owner.id}/approve`, large, admin)).status).toBe(413);
    expect((await ownRows()).length).toBe(before);
  }, 30_000);

  it('path-like names are reduced to their last component in the extracted text', async () => {
    const names = ['../../etc/passwd', 'C:\\Windows\\System32\\evil.txt', 'ok\u202Etxt.exe', '..'];
    const response = await post(
      '/api/functions/analyze-client',
      JSON.stringify({
        notes: ANALYSIS_BODY.notes,
        attachments: names.map((name) => ({
          name,
          size: 5,
          type: 'text/plain',
          data: textDataUrl('hello'),
        })),
      }),
    );
    expect(response.status).toBe(200);
    const { extractedDocumentText } = (await response.json()) as { extractedDocumentText: string };
    for (const shown of ['passwd', 'evil.txt', 'oktxt.exe', 'document'])
      expect(extractedDocumentText).toContain(shown);
    for (const raw of ['../', '..\\', 'C:\\', '\u202E'])
      expect(extractedDocumentText).not.toContain(raw);
  }, 30_000);

  it('a 10,000-character file name is refused with 400, storing nothing', async () => {
    const before = (await ownRows()).length;
    const response = await post(
      '/api/analyses',
      JSON.stringify({
        notes: ANALYSIS_BODY.notes,
        attachments: [
          { name: 'a'.repeat(10_000), size: 5, type: 'text/plain', data: textDataUrl('hello') },
        ],
      }),
    );
    expect(response.status).toBe(400);
    expect((await ownRows()).length).toBe(before);
  });

  it('extracts with the name sanitized when called directly with a 10,000-character name', async () => {
    const result = await extractDocuments([
      {
        name: `${'../'.repeat(2000)}${'b'.repeat(4000)}.txt`,
        size: 5,
        type: 'text/plain',
        data: textDataUrl('hello'),
      },
    ]);
    const text = JSON.stringify(result);
    expect(text).not.toContain('../');
    expect(text).not.toContain('b'.repeat(300));
  });
});

describe('the PDF library', () => {
  it('is past CVE-2024-4367', () => {
    expect(isVersionAtLeast(PDFJS_VERSION, PDFJS_MIN_SAFE_VERSION)).toBe(true);
    expect(PDFJS_MIN_SAFE_VERSION).toBe('4.2.67');
  });

  it('opens every PDF with eval, font faces, XFA and fetching off', () => {
    expect(PDF_LOAD_OPTIONS).toMatchObject({
      isEvalSupported: false,
      disableFontFace: true,
      useSystemFonts: false,
      enableXfa: false,
      useWorkerFetch: false,
      disableAutoFetch: true,
      disableStream: true,
      disableRange: true,
    });
  });
});

describe('per-user cap on analyses at once', () => {
  it('answers 429 beyond the cap, for that user only', async () => {
    const recorder = recordingEngine();
    recorder.hold();
    const jobs = new AnalysisJobs(
      sec.db,
      { extractDocuments, engine: recorder.engine },
      { logger: sec.ctx.logger, maxPendingPerUser: 2, runWorkers: true },
    );
    await jobs.start();
    try {
      const app = createApp({ env: sec.ctx.env, db: sec.db, logger: sec.ctx.logger, jobs });
      const [busy, other] = [await signUp(app), await signUp(app)];
      await approve(sec.db, busy.id);
      await approve(sec.db, other.id);
      const submit = (as: SignedIn) =>
        call(app, '/api/analyses', { method: 'POST', as, json: ANALYSIS_BODY });
      expect((await submit(busy)).status).toBe(202);
      expect((await submit(busy)).status).toBe(202);
      const refused = await submit(busy);
      expect(refused.status).toBe(429);
      expect(await refused.json()).toMatchObject({ error: { code: 'too_many_analyses' } });
      expect((await submit(other)).status).toBe(202);
    } finally {
      recorder.release();
      await jobs.stop();
    }
  }, 30_000);
});
