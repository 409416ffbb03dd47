import { createServer, type IncomingMessage, type ServerResponse } from 'node:http';
import type { AddressInfo } from 'node:net';

/** One recorded call to the stand-in. */
export interface RecordedLlmRequest {
  /** The parsed JSON body the client sent. */
  body: ChatCompletionRequest;
  /** The raw body text, for "did X reach the model" assertions. */
  raw: string;
}

export interface ChatCompletionRequest {
  model?: string;
  messages?: Array<{ role: string; content: unknown }>;
  response_format?: unknown;
  [key: string]: unknown;
}

/**
 * What the stand-in does for one request:
 * - `reply`: answer 200 with this assistant content (objects are sent as JSON text; a function
 *   computes it from the request, e.g. to echo candidate names from the prompt);
 * - `status`: answer with this HTTP status and an OpenAI-style error body;
 * - `hang`: never answer (the client's timeout must fire).
 */
export type LlmBehaviour =
  | { reply: unknown | ((request: ChatCompletionRequest) => unknown) }
  | { status: number }
  | { hang: true };

export interface LlmStandInOptions {
  /** Behaviours used in order, one per request; the last one repeats. */
  script: LlmBehaviour[];
}

export interface LlmStandIn {
  /** Base URL to use as LLM_BASE_URL, ending in /v1. */
  baseUrl: string;
  requests: RecordedLlmRequest[];
  /** Every request body joined, for leak checks. */
  allRequestText(): string;
  close(): Promise<void>;
}

function readBody(req: IncomingMessage): Promise<string> {
  return new Promise((resolve, reject) => {
    const chunks: Buffer[] = [];
    req.on('data', (chunk: Buffer) => chunks.push(chunk));
    req.on('end', () => resolve(Buffer.concat(chunks).toString('utf8')));
    req.on('error', reject);
  });
}

function sendJson(res: ServerResponse, status: number, body: unknown): void {
  res.writeHead(status, { 'content-type': 'application/json' });
  res.end(JSON.stringify(body));
}

function completion(model: string, content: string) {
  return {
    id: `chatcmpl-standin-${Date.now()}`,
    object: 'chat.completion',
    created: Math.floor(Date.now() / 1000),
    model,
    choices: [{ index: 0, message: { role: 'assistant', content }, finish_reason: 'stop' }],
    usage: { prompt_tokens: 10, completion_tokens: 10, total_tokens: 20 },
  };
}

/**
 * A language-model server on loopback speaking the OpenAI Chat Completions wire format
 * (POST /v1/chat/completions, non-streaming), answering from a script and recording requests.
 */
export async function startLlmStandIn(options: LlmStandInOptions): Promise<LlmStandIn> {
  if (options.script.length === 0)
    throw new Error('startLlmStandIn: the script needs at least one behaviour');
  const requests: RecordedLlmRequest[] = [];
  const hanging = new Set<ServerResponse>();

  const server = createServer((req, res) => {
    void (async () => {
      if (req.method !== 'POST' || req.url !== '/v1/chat/completions') {
        sendJson(res, 404, {
          error: { message: `no route ${req.method} ${req.url}`, type: 'not_found' },
        });
        return;
      }
      const raw = await readBody(req);
      let body: ChatCompletionRequest;
      try {
        body = JSON.parse(raw) as ChatCompletionRequest;
      } catch {
        sendJson(res, 400, {
          error: { message: 'body is not JSON', type: 'invalid_request_error' },
        });
        return;
      }
      requests.push({ body, raw });
      const behaviour = options.script[
        Math.min(requests.length - 1, options.script.length - 1)
      ] as LlmBehaviour;
      if ('hang' in behaviour) {
        hanging.add(res);
        res.on('close', () => hanging.delete(res));
        return;
      }
      if ('status' in behaviour) {
        sendJson(res, behaviour.status, {
          error: {
            message: `stand-in answered ${behaviour.status}`,
            type: 'server_error',
            code: null,
          },
        });
        return;
      }
      const value = typeof behaviour.reply === 'function' ? behaviour.reply(body) : behaviour.reply;
      const content = typeof value === 'string' ? value : JSON.stringify(value);
      sendJson(res, 200, completion(body.model ?? 'stand-in', content));
    })().catch((error: unknown) => {
      sendJson(res, 500, { error: { message: String(error), type: 'server_error' } });
    });
  });

  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as AddressInfo;
  return {
    baseUrl: `http://127.0.0.1:${port}/v1`,
    requests,
    allRequestText: () => requests.map((r) => r.raw).join('\n'),
    close: () =>
      new Promise<void>((resolve) => {
        for (const res of hanging) res.destroy();
        server.closeAllConnections();
        server.close(() => resolve());
      }),
  };
}

/** The user-visible text of a recorded request (all message contents joined). */
export function promptText(request: ChatCompletionRequest): string {
  return (request.messages ?? [])
    .map((m) => (typeof m.content === 'string' ? m.content : JSON.stringify(m.content)))
    .join('\n');
}
