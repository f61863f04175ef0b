import { ApiError, currentAuthToken, messageOf, noteUnauthorized } from '@/lib/api-client';

/**
 * Downloads an API file that needs the session's bearer token: a plain link cannot send the
 * Authorization header, so the file is fetched, then handed to the browser as a blob URL.
 */
export async function downloadWithToken(path: string, fileName: string): Promise<void> {
  const sentToken = currentAuthToken();
  const response = await fetch(path, { headers: sentToken ? { Authorization: `Bearer ${sentToken}` } : {} });
  if (!response.ok) {
    if (response.status === 401) noteUnauthorized(sentToken);
    const text = await response.text();
    let body: unknown;
    try {
      body = JSON.parse(text) as unknown;
    } catch {
      body = undefined;
    }
    throw new ApiError(response.status, messageOf(body), body);
  }
  const url = URL.createObjectURL(await response.blob());
  try {
    const link = document.createElement('a');
    link.href = url;
    link.download = fileName;
    document.body.append(link);
    link.click();
    link.remove();
  } finally {
    // The click has handed the blob to the download already.
    setTimeout(() => URL.revokeObjectURL(url), 0);
  }
}
