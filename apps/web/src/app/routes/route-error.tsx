import { Component, type ErrorInfo, type ReactNode } from 'react';
import { RefreshCwIcon } from 'lucide-react';
import { Button } from '@/components/ui/button';
import { useT } from '@/lib/i18n/i18n-context';
import { routeMessages as m } from './route-messages';

/** Last-resort screen: a crash or a failed page download (e.g. after an upgrade) offers a reload. */
export function RouteError() {
  const t = useT();
  return (
    <main className="flex min-h-dvh flex-col items-center justify-center gap-4 px-6 text-center">
      <h1 className="text-2xl font-semibold tracking-tight">{t(m.errorTitle)}</h1>
      <p className="max-w-md text-muted-foreground">{t(m.errorText)}</p>
      <Button onClick={() => window.location.reload()}>
        <RefreshCwIcon /> {t(m.reload)}
      </Button>
    </main>
  );
}

interface BoundaryProps {
  /** The current path: moving to another page clears the error, as going back from a broken page should. */
  pathname: string;
  children: ReactNode;
}

interface BoundaryState {
  failed: boolean;
  pathname: string;
}

/** Catches what the routes throw while rendering (including a page whose download failed). */
export class RouteErrorBoundary extends Component<BoundaryProps, BoundaryState> {
  override state: BoundaryState = { failed: false, pathname: this.props.pathname };

  static getDerivedStateFromError(): Partial<BoundaryState> {
    return { failed: true };
  }

  static getDerivedStateFromProps(props: BoundaryProps, state: BoundaryState): Partial<BoundaryState> | null {
    return props.pathname === state.pathname ? null : { failed: false, pathname: props.pathname };
  }

  override componentDidCatch(error: unknown, info: ErrorInfo): void {
    console.error(error, info.componentStack);
  }

  override render() {
    return this.state.failed ? <RouteError /> : this.props.children;
  }
}
