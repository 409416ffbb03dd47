import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { serializeError } from '../logger';
import { call, captureLogger } from '../testing/test-app';
import { TEST_ORIGIN } from '../testing/test-env';
import {
  ANALYSIS_BODY,
  createSecurityContext,
  type SecurityContext,
} from '../testing/security-app';

/** A string no log line may ever carry: it stands for client notes and document text. */
const CANARY = 'CANARY-7f3a-notes-never-logged';
const NUL = String.fromCharCode(0);

let sec: SecurityContext;
beforeAll(async () => {
  sec = await createSecurityContext({ maxPendingPerUser: 50 });
}, 60_000);
afterAll(() => sec?.dispose());

const textDataUrl = (text: string) =>
  `data:text/plain;base64,${Buffer.from(text).toString('base64')}`;

describe('no log line carries notes or document text', () => {
  it('through every endpoint, accepted or refused', async () => {
    const { owner, unapproved } = sec.personas;
    const notes = `${ANALYSIS_BODY.notes} ${CANARY}`;
    const raw = (path: string, body: string, type = 'application/json') =>
      sec.app.request(path, {
        method: 'POST',
        headers: { 'content-type': type, cookie: owner.cookie, origin: TEST_ORIGIN },
        body,
      });
    const accepted = await call(sec.app, '/api/analyses', {
      method: 'POST',
      as: owner,
      json: {
        notes,
        attachments: [
          {
            name: 'statement.txt',
            size: CANARY.length,
            type: 'text/plain',
            data: textDataUrl(CANARY),
          },
        ],
      },
    });
    expect(accepted.status).toBe(202);
    const failing = [
      raw('/api/analyses', JSON.stringify({ notes: `${notes}${NUL}`, attachments: [] })),
      raw('/api/analyses', `{"notes":"${CANARY} \\ud800","attachments":[]}`),
      raw('/api/analyses', `{"notes":"${CANARY}`),
      raw('/api/analyses', JSON.stringify({ notes }), 'text/plain'),
      raw('/api/analyses', JSON.stringify({ notes: 42, attachments: CANARY })),
      raw(
        '/api/analyses',
        JSON.stringify({
          notes,
          attachments: [{ name: 'x.pdf', type: 'application/pdf', data: textDataUrl(CANARY) }],
        }),
      ),
      raw('/api/functions/analyze-client', JSON.stringify({ notes, attachments: [] })),
      raw(
        '/api/functions/detailed-strategy-explanation',
        JSON.stringify({ strategy: { strategy: CANARY }, clientProfile: {}, clientNotes: notes }),
      ),
      call(sec.app, '/api/analyses', { method: 'POST', as: unapproved, json: { notes } }),
      call(sec.app, `/api/projects?cursor=${CANARY}${NUL}`, { as: owner }),
      call(sec.app, '/api/auth/sign-in/email', {
        method: 'POST',
        json: { email: 'nobody@example.com', password: CANARY },
      }),
      call(sec.app, '/api/auth/sign-up/email', {
        method: 'POST',
        json: { email: `${owner.email}`, password: `${CANARY}-pw`, name: CANARY },
      }),
    ];
    for (const response of await Promise.all(failing)) expect(response.status).not.toBe(500);

    // Wait for the accepted analysis to finish, so its job's log lines are in too.
    const { projectId } = (await accepted.json()) as { projectId: string };
    for (let i = 0; i < 100; i += 1) {
      const project = await call(sec.app, `/api/projects/${projectId}`, { as: owner });
      const { status } = (await project.json()) as { status: string };
      if (status !== 'pending') break;
      await new Promise((resolve) => setTimeout(resolve, 200));
    }
    expect(sec.ctx.logs.length).toBeGreaterThan(10);
    expect(JSON.stringify(sec.ctx.logs)).not.toContain(CANARY);
  }, 60_000);

  it('a failed query is logged without its parameters', () => {
    const { logger, logs } = captureLogger();
    const error = new Error(
      `Failed query: insert into "projects" ("client_notes") values ($1)\nparams: ${CANARY}`,
      { cause: new Error(`invalid byte sequence near "${CANARY}" params: ${CANARY}`) },
    );
    logger.error({ err: error }, 'unhandled error');
    expect(JSON.stringify(logs)).not.toContain(CANARY);
    expect(serializeError(error)).toMatchObject({
      type: 'Error',
      message: 'Failed query: insert into "projects" ("client_notes") values ($1)',
      cause: { message: 'invalid byte sequence near "…"' },
    });
  });
});
