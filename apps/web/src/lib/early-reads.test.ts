import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { api, setAuthToken } from '@/lib/api-client';
import { clearEarlyReads, startEarlyRead, takeEarlyRead } from '@/lib/early-reads';

describe('early reads', () => {
  const fetchMock = vi.fn((path: string, _init?: RequestInit) => Promise.resolve(new Response(JSON.stringify({ path }), { status: 200 })));

  beforeEach(() => vi.stubGlobal('fetch', fetchMock));
  afterEach(() => {
    clearEarlyReads();
    setAuthToken(null);
    fetchMock.mockClear();
    vi.useRealTimers();
    vi.unstubAllGlobals();
  });

  it('is adopted once by the API client for the same path and token; the next read fetches again', async () => {
    startEarlyRead('/api/dashboard', 'token-1');
    expect(fetchMock).toHaveBeenCalledTimes(1);
    setAuthToken('token-1');
    expect(await api.get<{ path: string }>('/api/dashboard')).toEqual({ path: '/api/dashboard' });
    expect(fetchMock).toHaveBeenCalledTimes(1);
    await api.get('/api/dashboard');
    expect(fetchMock).toHaveBeenCalledTimes(2);
  });

  it('is not adopted by a request made with another token, nor by a write', async () => {
    startEarlyRead('/api/dashboard', 'token-1');
    setAuthToken('token-2');
    await api.get('/api/dashboard');
    expect(fetchMock).toHaveBeenCalledTimes(2);
    expect(fetchMock.mock.calls[1]?.[1]).toMatchObject({ headers: { Authorization: 'Bearer token-2' } });

    startEarlyRead('/api/classes', 'token-2');
    await api.post('/api/classes', { body: { name: 'x' } });
    expect(fetchMock).toHaveBeenCalledTimes(4);
  });

  it('starts once per path and expires after the query cache would have refetched', () => {
    vi.useFakeTimers();
    startEarlyRead('/api/dashboard', 'token-1');
    startEarlyRead('/api/dashboard', 'token-1');
    expect(fetchMock).toHaveBeenCalledTimes(1);
    vi.advanceTimersByTime(30_001);
    expect(takeEarlyRead('/api/dashboard', 'token-1')).toBeUndefined();
  });
});
