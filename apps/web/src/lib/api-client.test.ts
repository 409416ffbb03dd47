import { meSchema } from '@strata/contracts';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { ApiError, apiFetch, apiSend } from './api-client';

function answer(status: number, body: unknown) {
  vi.stubGlobal(
    'fetch',
    vi.fn(
      async () =>
        new Response(JSON.stringify(body), {
          status,
          headers: { 'content-type': 'application/json' },
        }),
    ),
  );
}

afterEach(() => {
  vi.unstubAllGlobals();
});

describe('apiFetch', () => {
  it('returns the answer validated by the schema', async () => {
    const me = {
      user: { id: 'u1', email: 'a@example.com', name: null },
      isApproved: true,
      isAdmin: false,
    };
    answer(200, me);
    await expect(apiFetch('/api/me', meSchema)).resolves.toEqual(me);
  });

  it("turns the API's error body into a typed ApiError", async () => {
    answer(422, {
      error: {
        code: 'validation_failed',
        message: 'Notes are required',
        issues: [{ path: 'notes', message: 'Required' }],
      },
    });
    const error = await apiFetch('/api/me', meSchema).catch((caught: unknown) => caught);
    expect(error).toBeInstanceOf(ApiError);
    expect(error).toMatchObject({
      status: 422,
      code: 'validation_failed',
      message: 'Notes are required',
      issues: [{ path: 'notes', message: 'Required' }],
    });
  });

  it('names the status when the error body is not the API shape', async () => {
    vi.stubGlobal(
      'fetch',
      vi.fn(async () => new Response('<html>Bad gateway</html>', { status: 502 })),
    );
    await expect(apiFetch('/api/me', meSchema)).rejects.toMatchObject({
      status: 502,
      code: 'http_error',
      message: 'Request failed with status 502',
    });
  });

  it('refuses an answer that does not match the contract', async () => {
    answer(200, { user: 'nobody' });
    await expect(apiFetch('/api/me', meSchema)).rejects.toMatchObject({ code: 'invalid_response' });
  });

  it('reports a network failure as ApiError with status 0', async () => {
    vi.stubGlobal(
      'fetch',
      vi.fn(async () => Promise.reject(new TypeError('fetch failed'))),
    );
    await expect(apiFetch('/api/me', meSchema)).rejects.toMatchObject({
      status: 0,
      code: 'network_error',
    });
  });
});

describe('apiSend', () => {
  it('sends the method and JSON body', async () => {
    const fetchMock = vi.fn(async () => new Response(null, { status: 204 }));
    vi.stubGlobal('fetch', fetchMock);
    await apiSend('/api/admin/users/u1/admin', { method: 'PUT', body: { reason: 'x' } });
    expect(fetchMock).toHaveBeenCalledWith(
      '/api/admin/users/u1/admin',
      expect.objectContaining({
        method: 'PUT',
        body: '{"reason":"x"}',
        headers: expect.objectContaining({ 'content-type': 'application/json' }),
      }),
    );
  });

  it('throws ApiError on a 403', async () => {
    answer(403, { error: { code: 'forbidden', message: 'Only admins can approve users' } });
    await expect(apiSend('/api/admin/users/u1/approve', { method: 'POST' })).rejects.toMatchObject({
      status: 403,
      message: 'Only admins can approve users',
    });
  });
});
