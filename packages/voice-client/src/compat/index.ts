/**
 * Compatibility with the hosted call-object SDK the product's spec is written against: its states, error catalogue,
 * bundle loading, instance rules and the validation of every call option it accepts (layouts, themes, dial-out,
 * DTMF, simulcast, send settings …). The product itself passes only a call URL; these exist so code written for that
 * SDK behaves the same here. Nothing outside this folder should need an option schema.
 */
export * from './call-object/index';
