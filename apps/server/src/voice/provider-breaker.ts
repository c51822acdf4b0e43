/**
 * Remembers that a provider just failed, so a call does not pay the provider's time limit again on every turn:
 * while it is open the fallback is used at once, and after PROVIDER_RETRY_AFTER_MS the provider is tried again.
 */
export const PROVIDER_RETRY_AFTER_MS = 60_000;

export class ProviderBreaker {
  private skipUntilMs = -Infinity;

  constructor(
    private readonly now: () => number = () => Date.now(),
    private readonly retryAfterMs = PROVIDER_RETRY_AFTER_MS,
  ) {}

  /** False while a recent failure says to use the fallback without asking the provider. */
  get available(): boolean {
    return this.now() >= this.skipUntilMs;
  }

  failed(): void {
    this.skipUntilMs = this.now() + this.retryAfterMs;
  }

  succeeded(): void {
    this.skipUntilMs = -Infinity;
  }
}
