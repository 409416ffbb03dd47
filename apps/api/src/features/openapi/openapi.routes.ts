import { Hono } from 'hono';
import { html } from 'hono/html';
import { buildOpenApiDocument } from './openapi-document';

const document = buildOpenApiDocument('1');

/**
 * GET /api/openapi.json (the document) and GET /api/docs (a reference page for developers,
 * plain HTML: no script, nothing fetched from another host).
 */
export const openApiRoutes = new Hono()
  .get('/openapi.json', (c) => c.json(document))
  .get('/docs', (c) => {
    const operations = Object.entries(document.paths).flatMap(([path, methods]) =>
      Object.entries(methods).map(([method, op]) => ({
        method: method.toUpperCase(),
        path,
        summary: (op as { summary: string }).summary,
      })),
    );
    return c.html(
      html`<!doctype html>
        <html lang="en">
          <head>
            <meta charset="utf-8" />
            <title>Strata API reference</title>
          </head>
          <body>
            <main>
              <h1>Strata API reference</h1>
              <p>
                OpenAPI 3.1 document: <a href="/api/openapi.json">/api/openapi.json</a>. JSON in and
                out; errors are <code>{ "error": { "code", "message", "issues"? } }</code>.
              </p>
              <table>
                <thead>
                  <tr>
                    <th>Method</th>
                    <th>Path</th>
                    <th>What it does</th>
                  </tr>
                </thead>
                <tbody>
                  ${operations.map(
                    (op) =>
                      html`<tr>
                        <td><code>${op.method}</code></td>
                        <td><code>${op.path}</code></td>
                        <td>${op.summary}</td>
                      </tr>`,
                  )}
                </tbody>
              </table>
            </main>
          </body>
        </html>`,
    );
  });
