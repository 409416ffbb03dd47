import { expect } from 'vitest';

/** A signed-in advisor talking to a server process over HTTP (the cookie works on any instance). */
export interface Advisor {
  cookie: string;
  get(baseUrl: string, path: string): Promise<Response>;
  post(baseUrl: string, path: string, body: unknown): Promise<Response>;
}

/**
 * Signs up an account and signs it in (sign-up starts no session); on a fresh database the
 * first one is admin (outside production).
 */
export async function signUpAdvisor(baseUrl: string, email: string): Promise<Advisor> {
  const password = 'correct-horse-battery-staple-9';
  const post = (path: string, body: unknown) =>
    fetch(`${baseUrl}${path}`, {
      method: 'POST',
      headers: { 'content-type': 'application/json', origin: baseUrl },
      body: JSON.stringify(body),
    });
  const signedUp = await post('/api/auth/sign-up/email', { email, password, name: 'Advisor' });
  expect(signedUp.status, await signedUp.clone().text()).toBe(200);
  const response = await post('/api/auth/sign-in/email', { email, password });
  expect(response.status, await response.clone().text()).toBe(200);
  const cookie = response.headers
    .getSetCookie()
    .map((c) => c.split(';')[0])
    .join('; ');
  return {
    cookie,
    get: (base, path) => fetch(`${base}${path}`, { headers: { cookie } }),
    post: (base, path, body) =>
      fetch(`${base}${path}`, {
        method: 'POST',
        headers: { cookie, 'content-type': 'application/json', origin: base },
        body: JSON.stringify(body),
      }),
  };
}

/** Submits an analysis and answers its project id. */
export async function submitAnalysis(
  advisor: Advisor,
  baseUrl: string,
  notes: string,
): Promise<string> {
  const response = await advisor.post(baseUrl, '/api/analyses', { notes, attachments: [] });
  expect(response.status, await response.clone().text()).toBe(202);
  return ((await response.json()) as { projectId: string }).projectId;
}

export interface ProjectState {
  status: string;
  error: string | null;
  analysis: unknown;
}

export async function projectState(
  advisor: Advisor,
  baseUrl: string,
  projectId: string,
): Promise<ProjectState> {
  const response = await advisor.get(baseUrl, `/api/analyses/${projectId}`);
  expect(response.status).toBe(200);
  return (await response.json()) as ProjectState;
}

/** Polls until the project is no longer pending. */
export async function waitForOutcome(
  advisor: Advisor,
  baseUrl: string,
  projectId: string,
  timeoutMs = 30_000,
): Promise<ProjectState> {
  const deadline = Date.now() + timeoutMs;
  while (Date.now() < deadline) {
    const state = await projectState(advisor, baseUrl, projectId);
    if (state.status !== 'pending') return state;
    await new Promise((r) => setTimeout(r, 200));
  }
  throw new Error(`project ${projectId} stayed pending`);
}
