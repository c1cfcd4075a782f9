import { Component, type ErrorInfo, type ReactNode } from 'react'
import { CrashScreen } from './crash-screen'

interface CrashBoundaryProps {
  children: ReactNode
  /** When this value changes (e.g. the path), a shown error is cleared. */
  resetKey?: string
}

interface CrashBoundaryState {
  error: Error | null
}

/** Tells the admins (a system notification); a report that cannot be sent is not worth a second error. */
function reportCrash(error: Error, info: ErrorInfo): void {
  void fetch('/api/client-errors', {
    method: 'POST',
    credentials: 'same-origin',
    headers: { 'Content-Type': 'application/json' },
    body: JSON.stringify({
      message: String(error.message || error.name || 'Render error').slice(0, 500),
      path: window.location.pathname.slice(0, 300),
      stack: `${error.stack ?? ''}\n${info.componentStack ?? ''}`.slice(0, 4000),
    }),
  }).catch(() => {})
}

/** Catches render errors below it and shows the crash screen instead of a blank page. */
export class CrashBoundary extends Component<CrashBoundaryProps, CrashBoundaryState> {
  override state: CrashBoundaryState = { error: null }

  static getDerivedStateFromError(error: Error): CrashBoundaryState {
    return { error }
  }

  override componentDidCatch(error: Error, info: ErrorInfo): void {
    console.error('Render error', error, info.componentStack)
    reportCrash(error, info)
  }

  override componentDidUpdate(previous: CrashBoundaryProps): void {
    if (this.state.error && previous.resetKey !== this.props.resetKey) this.setState({ error: null })
  }

  override render(): ReactNode {
    if (this.state.error) return <CrashScreen onRetry={() => this.setState({ error: null })} />
    return this.props.children
  }
}
