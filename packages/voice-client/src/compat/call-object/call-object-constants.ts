/** The embedded call's constants (spec sections 4, 5 and 9 "Embedded call and loading"), with units in the names. */

export const CALL_LIBRARY_VERSION = '0.80.0';

/** Loading the call bundle: each attempt times out after this long; up to this many attempts, this far apart. */
export const CALL_BUNDLE_LOAD_TIMEOUT_MS = 20_000;
export const CALL_BUNDLE_LOAD_ATTEMPTS = 3;
export const CALL_BUNDLE_LOAD_RETRY_DELAY_MS = 3_000;

/** Device-change polling when the browser has no native devicechange event. */
export const DEVICE_CHANGE_POLL_INTERVAL_MS = 3_000;

/** Message size limits of the call library: app messages and meeting session data, in JSON characters. */
export const APP_MESSAGE_MAX_CHARS = 4_096;
export const MEETING_SESSION_DATA_MAX_CHARS = 102_400;
export const USER_DATA_MAX_CHARS = 4_096;

export const GRID_MAX_TILES_PER_PAGE = 49;
export const GRID_MIN_TILES_PER_PAGE = 1;

export const SIMULCAST_MIN_LAYERS = 1;
export const SIMULCAST_MAX_LAYERS = 3;
export const SIMULCAST_MIN_BITRATE_BPS = 100_000;
export const SIMULCAST_MAX_BITRATE_BPS = 2_500_000;
export const SIMULCAST_MIN_FRAMERATE_FPS = 1;
export const SIMULCAST_MAX_FRAMERATE_FPS = 30;
export const SIMULCAST_MIN_SCALE_RESOLUTION_DOWN_BY = 1;
export const SIMULCAST_MAX_SCALE_RESOLUTION_DOWN_BY = 8;

export const CUSTOM_TRACK_NAME_MAX_CHARS = 50;
export const DTMF_MAX_TONES = 20;
/** displayName must be under this many characters (199 is the longest allowed). */
export const DIAL_OUT_DISPLAY_NAME_LIMIT_CHARS = 200;
export const DIAL_OUT_USER_ID_MAX_CHARS = 36;

export const AUDIO_LEVEL_OBSERVER_MIN_INTERVAL_MS = 100;

export const REMOTE_MEDIA_PLAYER_MIN_VOLUME = 0;
export const REMOTE_MEDIA_PLAYER_MAX_VOLUME = 2;

/** Background blur strength: above this minimum (exclusive), at most this maximum. */
export const BACKGROUND_BLUR_STRENGTH_EXCLUSIVE_MIN = 0;
export const BACKGROUND_BLUR_STRENGTH_MAX = 1;
export const PRESELECTED_BACKGROUND_IMAGE_MIN = 1;
export const PRESELECTED_BACKGROUND_IMAGE_MAX = 10;

export const CALL_STATES = ['new', 'loading', 'loaded', 'joining', 'joined', 'left', 'error'] as const;
export type CallState = (typeof CALL_STATES)[number];

export const TRACK_STATES = [
  'blocked',
  'off',
  'sendable',
  'loading',
  'interrupted',
  'playable',
  'unknown',
] as const;
export type TrackState = (typeof TRACK_STATES)[number];

export const REMOTE_MEDIA_PLAYER_STATES = ['play', 'pause'] as const;
export type RemoteMediaPlayerState = (typeof REMOTE_MEDIA_PLAYER_STATES)[number];

export const LANGUAGES = [
  'da',
  'de',
  'en-us',
  'en',
  'es',
  'fi',
  'fr',
  'it',
  'jp',
  'ka',
  'nl',
  'no',
  'pl',
  'pt',
  'pt-BR',
  'ru',
  'sv',
  'tr',
  'user',
] as const;
export type CallLanguage = (typeof LANGUAGES)[number];

export const LAYOUTS = ['custom-v1', 'browser', 'none'] as const;

export const THEME_COLOR_KEYS = [
  'accent',
  'accentText',
  'background',
  'backgroundAccent',
  'baseText',
  'border',
  'mainAreaBg',
  'mainAreaBgAccent',
  'mainAreaText',
  'supportiveText',
] as const;
export type ThemeColorKey = (typeof THEME_COLOR_KEYS)[number];

export const SUBSCRIBED_MEDIA_KEYS = [
  'audio',
  'video',
  'screenAudio',
  'screenVideo',
  'rmpAudio',
  'rmpVideo',
  'custom',
] as const;

export const SENDABLE_MEDIA_TYPES = [
  'video',
  'audio',
  'screenVideo',
  'screenAudio',
  'customVideo',
  'customAudio',
] as const;
export type SendableMediaType = (typeof SENDABLE_MEDIA_TYPES)[number];

/** canReceive media: the base permission must list every one of these, the media a participant can send. */
export const RECEIVABLE_MEDIA_TYPES = SENDABLE_MEDIA_TYPES;
/** Custom media are keyed by track name; the base permission uses '*' for all of them. */
export const CUSTOM_RECEIVABLE_MEDIA_TYPES = ['customVideo', 'customAudio'] as const;

export const ADMIN_PERMISSIONS = ['participants', 'streaming', 'transcription'] as const;

export const SESSION_DATA_MERGE_STRATEGIES = ['replace', 'shallow-merge'] as const;

/** Track names the library uses itself; a custom track may not take them. */
export const RESERVED_TRACK_NAMES = [
  'cam-audio',
  'cam-video',
  'screen-video',
  'screen-audio',
  'rmpAudio',
  'rmpVideo',
  'customVideoDefaults',
] as const;
export const CUSTOM_TRACK_MODES = ['music', 'speech'] as const;

export const RECORDING_TYPES = ['cloud', 'raw-tracks', 'local'] as const;

export const DIAL_OUT_AUDIO_CODECS = ['OPUS', 'PCMU', 'PCMA', 'G722'] as const;
export const DIAL_OUT_VIDEO_CODECS = ['H264', 'VP8'] as const;

export const SEND_QUALITIES = ['low', 'medium', 'high'] as const;
export const VIDEO_SEND_PRESETS = [
  'default-video',
  'bandwidth-optimized',
  'bandwidth-and-quality-balanced',
  'quality-optimized',
  'adaptive-2-layers',
  'adaptive-3-layers',
] as const;
export const SCREEN_SEND_PRESETS = [
  'default-screen-video',
  'detail-optimized',
  'motion-optimized',
  'motion-and-detail-balanced',
] as const;

export const SHOW_NAMES_MODES = ['always', 'never', false] as const;
export const NATIVE_IN_CALL_AUDIO_MODES = ['video', 'voice'] as const;

export const BACKGROUND_IMAGE_TYPES = ['jpg', 'png', 'jpeg'] as const;
export const VIDEO_PROCESSOR_TYPES = [
  'none',
  'background-blur',
  'background-image',
  'face-detection',
] as const;
export const AUDIO_PROCESSOR_TYPES = ['none', 'noise-cancellation'] as const;
