// An error inside one part of the window (a panel, a dialog, the table) stays in that part: it says what failed, the
// document and the game stay open (they live in the stores, not in React), and the rest of the app keeps working.
import { Component, type ErrorInfo, type ReactNode } from 'react';
import { describeThrown } from '../../../engine/index';

/** The words shown in place of a part that failed: what failed, why, and that nothing was lost. */
export function failureText(part: string, error: unknown): string {
  const why = describeThrown(error).replace(/\.?$/, '.');
  return `${part} stopped working: ${why} Your layout and any game in progress are still open; save them if you wish, then try again.`;
}

interface Props {
  /** The part in players' words: "The New game dialog", "The side panel". */
  readonly part: string;
  readonly children: ReactNode;
  /** Called by "Try again" before the part is drawn again (a dialog closes itself here, so the same error is not hit again). */
  readonly onReset?: () => void;
  /** One line, for a bar (the toolbar, the status bar) that must keep its height. */
  readonly compact?: boolean;
}

export class PanelBoundary extends Component<Props, { error: unknown; failed: boolean }> {
  override state = { error: null as unknown, failed: false };

  static getDerivedStateFromError(error: unknown) {
    return { error, failed: true };
  }

  override componentDidCatch(error: unknown, info: ErrorInfo) {
    // Kept in the console with the component stack, for a bug report.
    console.error(`${this.props.part} failed:`, error, info.componentStack);
  }

  private reset = () => {
    this.props.onReset?.();
    this.setState({ error: null, failed: false });
  };

  override render() {
    if (!this.state.failed) return this.props.children;
    return (
      <div className={this.props.compact ? 'panel-failure compact' : 'panel-failure'} role="alert" data-testid="panel-failure">
        <p title={failureText(this.props.part, this.state.error)}>{failureText(this.props.part, this.state.error)}</p>
        <button onClick={this.reset} data-testid="panel-failure-retry">
          Try again
        </button>
      </div>
    );
  }
}
