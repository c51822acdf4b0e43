/* global AudioWorkletProcessor, registerProcessor */
// Microphone capture worklet: posts each 128-sample block of the first channel to the main thread.
class CaptureProcessor extends AudioWorkletProcessor {
  process(inputs) {
    const channel = inputs[0] && inputs[0][0];
    if (channel) this.port.postMessage(channel.slice(0));
    return true;
  }
}
registerProcessor('intervia-capture', CaptureProcessor);
