import { vi } from 'vitest';
import type { Role } from '@lyceum/shared/roles';
import { Toaster } from '@/components/ui/sonner';
import { mockApi, renderWithProviders, storeSession } from '@/test/render';
import { DashboardPage } from '@/features/dashboard/pages/dashboard-page';

/** Signs in as `role`, answers GET /api/dashboard with `answer` and renders the page with a toaster. */
export function renderDashboard(role: Role, answer: { status?: number; body?: unknown }, name = `Test ${role}`) {
  storeSession({ role, name });
  const api = mockApi({ 'GET /api/dashboard': answer });
  vi.stubGlobal('fetch', api.fetchMock);
  const view = renderWithProviders(
    <>
      <DashboardPage />
      <Toaster theme="light" />
    </>,
    '/dashboard',
  );
  return { ...view, api };
}
