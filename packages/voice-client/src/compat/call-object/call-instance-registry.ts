/** The singleton rule (spec section 5): only one live call instance unless multiple are explicitly allowed. */
import { CALL_OBJECT_MESSAGES } from './call-object-errors';

export type InstanceCheck = { ok: true } | { ok: false; message: string };

/** Whether a new instance may be created while `liveInstances` others are not yet destroyed. */
export function checkNewCallInstance(
  liveInstances: number,
  allowMultipleCallInstances: boolean,
): InstanceCheck {
  if (liveInstances > 0 && !allowMultipleCallInstances) {
    return { ok: false, message: CALL_OBJECT_MESSAGES.duplicateInstance };
  }
  return { ok: true };
}

/** Tracks the live instances of one page; an instance leaves the registry when it is destroyed. */
export class CallInstanceRegistry<Instance> {
  private readonly live = new Set<Instance>();

  register(instance: Instance, options: { allowMultipleCallInstances?: boolean } = {}): InstanceCheck {
    if (this.live.has(instance)) return { ok: true };
    const check = checkNewCallInstance(this.live.size, options.allowMultipleCallInstances ?? false);
    if (check.ok) this.live.add(instance);
    return check;
  }

  release(instance: Instance): void {
    this.live.delete(instance);
  }

  get liveCount(): number {
    return this.live.size;
  }
}
