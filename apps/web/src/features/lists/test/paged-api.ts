/** A response of the paged endpoints: a JSON body, and a Link header unless it is the last page. */
export interface PagedAnswer {
  status?: number;
  body: unknown;
  next?: string;
}

/**
 * A fetch stand-in for the paged list endpoints, answering by exact URL (path and query) and
 * sending the `Link: <...>; rel="next"` header the server sends. Unlisted URLs get a 404.
 */
export function mockPagedApi(answers: Record<string, PagedAnswer | (() => Promise<PagedAnswer>)>) {
  const calls: string[] = [];
  const fetchMock = async (input: RequestInfo | URL) => {
    const url = String(input);
    calls.push(url);
    const entry = answers[url];
    const answer = typeof entry === 'function' ? await entry() : (entry ?? { status: 404, body: { message: 'Not found' } });
    const headers = new Headers({ 'Content-Type': 'application/json' });
    if (answer.next) headers.set('Link', `<${answer.next}>; rel="next"`);
    return new Response(JSON.stringify(answer.body), { status: answer.status ?? 200, headers });
  };
  return { fetchMock, calls };
}
