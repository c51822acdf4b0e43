/** Where a call's camera recording is stored among its owner's files (apart, so deleting needs no call service). */
export const recordingKey = (callId: string) => `recordings/${callId}.webm`;
