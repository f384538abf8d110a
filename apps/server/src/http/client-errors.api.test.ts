import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { rawRequest } from '../test/raw-http.ts';
import { startTestApp, type TestApp } from '../test/test-app.ts';

let t: TestApp;
beforeAll(async () => {
  t = await startTestApp();
});
afterAll(() => t.close());

const get = (target: string, headers = 'Host: 127.0.0.1') => `GET ${target} HTTP/1.1\r\n${headers}`;

describe('refusals made before any route runs', () => {
  const cases: [string, string, number, string][] = [
    [
      'headers too large',
      get('/api/user', `Host: 127.0.0.1\r\nX-Big: ${'a'.repeat(20_000)}`),
      431,
      'Заголовки запиту завеликі.',
    ],
    ['a URL too long for the parser', get(`/api/${'a'.repeat(20_000)}`), 414, 'Адреса запиту задовга.'],
    [
      'a path parameter longer than the router takes',
      get(`/api/units/${'1'.repeat(200)}`),
      414,
      'Адреса запиту задовга.',
    ],
    ['a malformed escape in the URL', get('/api/units/%E0%A4%A'), 400, 'Некоректна адреса запиту.'],
    ['a method nobody knows', 'BREW /api HTTP/1.1\r\nHost: 127.0.0.1', 501, 'Метод не підтримується.'],
    [
      'a broken Content-Length',
      'POST /api/auth HTTP/1.1\r\nHost: 127.0.0.1\r\nContent-Length: abc',
      400,
      'Некоректний запит.',
    ],
    ['a request line that is not HTTP', '\u0001\u0002 nonsense', 501, 'Метод не підтримується.'],
    ['HTTP/1.1 without Host', 'GET /api/user HTTP/1.1', 400, 'Некоректний запит.'],
  ];
  it.each(cases)('%s: %#', async (_name, head, status, message) => {
    const res = await rawRequest(t.url, head);
    expect(res.status).toBe(status);
    expect(res.headers['content-type']).toMatch(/^application\/json/);
    expect(res.body).toEqual({ message });
  });
});
