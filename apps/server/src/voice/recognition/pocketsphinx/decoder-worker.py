"""
A long-lived pocketsphinx decoder process for the Intervia server (Debian's python3-pocketsphinx).

The models load once; the process then decodes many utterances, several at a time, each in its own decoder.
stdin carries binary frames: type (u8), stream id (u32 LE), payload length (u32 LE), payload.
  1 START   JSON {"words": [[word, "PH ON ES"], ...], "lm": {"key": k, "path": p}, "warp": 1.1, "probeWarps": [0.9]}
                                                        opens an utterance with the interview's extra words and,
                                                        optionally, its language model (an ARPA file), its
                                                        frequency warp (vocal-tract length normalisation, 1: none)
                                                        and warps to score the same audio with as well
  2 AUDIO   PCM16 LE 16 kHz mono                       fed at once; partial hypotheses follow
  3 FINISH  (empty)                                     ends the utterance; the final result follows
  4 CANCEL  (empty)                                     drops the utterance
  5 SYNC    (empty)                                     answered with "synced" once the audio before it is decoded
stdout carries one JSON object per line:
  {"type": "ready"} once the models are loaded;
  {"type": "partial", "id": n, "text": "..."};
  {"type": "final", "id": n, "text": "...", "confidence": 0.83, "decodeMs": 41.0, "audioMs": 5230, "ownCmn": true,
   "warpScores": [[1.0, -31.2], [0.9, -30.4]]} (acoustic score per frame, in thousands, for each warp heard with);
  {"type": "synced", "id": n, "samples": 83680};
  {"type": "error", "id": n, "message": "..."}.
"""
import collections
import ctypes
import json
import os
import select
import struct
import sys
import time

from pocketsphinx import Decoder

MODEL_DIR = os.environ.get("INTERVIA_POCKETSPHINX_MODEL_DIR", "/usr/share/pocketsphinx/model/en-us")
MAX_DECODERS = int(os.environ.get("INTERVIA_DECODERS_PER_PROCESS", "8"))
# Extra words a reused decoder may collect from earlier interviews before it is rebuilt from the stock dictionary.
MAX_ADDED_WORDS = int(os.environ.get("INTERVIA_MAX_ADDED_WORDS", "3000"))
# Partial hypotheses are asked for after this much new audio (16 kHz samples): 0.4 s keeps captions live
# without paying for a hypothesis on every 20 ms frame.
PARTIAL_EVERY_SAMPLES = 6400
SETTINGS = json.loads(os.environ.get("INTERVIA_DECODER_SETTINGS", "{}"))
# How much likelier than an unseen word an interview word the dictionary lacked is made in the language model
# (a unigram probability multiplier; 1 is what pocketsphinx gives a word added at run time).
ADDED_WORD_WEIGHT = float(os.environ.get("INTERVIA_ADDED_WORD_WEIGHT", "1"))


def load_sphinxbase():
    """The C library under the bindings, for ngram_model_add_word with a weight (the bindings cannot pass one)."""
    try:
        library = ctypes.CDLL("libsphinxbase.so.3")
        library.ngram_model_add_word.argtypes = [ctypes.c_void_p, ctypes.c_char_p, ctypes.c_float]
        library.ngram_model_add_word.restype = ctypes.c_int32
        return library
    except (OSError, AttributeError):
        return None


sphinxbase = load_sphinxbase() if ADDED_WORD_WEIGHT != 1 else None
# Weight of an interview's own language model against the general English one (linear interpolation); 0 turns
# interview language models off: decoders then search the general model, and words the dictionary lacks are added to
# it (which can crash pocketsphinx 5prealpha's trigram lookup, see InterviewSearches).
INTERVIEW_LM_WEIGHT = float(os.environ.get("INTERVIA_INTERVIEW_LM_WEIGHT", "0"))
# Interview language models a decoder keeps searches for (each ~150 ms to build and ~40 MB): the calls it serves at
# a time.
SEARCHES_PER_DECODER = 3
NGRAM_AUTO = 0
NGRAM_ARPA = 1


def load_native():
    """The C libraries under the bindings, for what the bindings cannot do: interpolated language-model sets and
    adding a word to the dictionary alone."""
    try:
        base = ctypes.CDLL("libsphinxbase.so.3")
        ps = ctypes.CDLL("libpocketsphinx.so.3")
        pointer = ctypes.c_void_p
        base.ngram_model_read.restype = pointer
        base.ngram_model_read.argtypes = [pointer, ctypes.c_char_p, ctypes.c_int, pointer]
        base.ngram_model_set_init.restype = pointer
        base.ngram_model_set_init.argtypes = [
            pointer,
            ctypes.POINTER(pointer),
            ctypes.POINTER(ctypes.c_char_p),
            ctypes.POINTER(ctypes.c_float),
            ctypes.c_int32,
        ]
        base.ngram_model_retain.restype = pointer
        base.ngram_model_retain.argtypes = [pointer]
        base.ngram_model_free.restype = ctypes.c_int
        base.ngram_model_free.argtypes = [pointer]
        ps.ps_get_config.restype = pointer
        ps.ps_get_config.argtypes = [pointer]
        ps.ps_get_logmath.restype = pointer
        ps.ps_get_logmath.argtypes = [pointer]
        ps.ps_set_lm.restype = ctypes.c_int
        ps.ps_set_lm.argtypes = [pointer, ctypes.c_char_p, pointer]
        ps.ps_set_search.restype = ctypes.c_int
        ps.ps_set_search.argtypes = [pointer, ctypes.c_char_p]
        ps.dict_wordid.restype = ctypes.c_int32
        ps.dict_wordid.argtypes = [pointer, ctypes.c_char_p]
        ps.dict_add_word.restype = ctypes.c_int32
        ps.dict_add_word.argtypes = [pointer, ctypes.c_char_p, ctypes.POINTER(ctypes.c_int16), ctypes.c_int32]
        ps.dict2pid_add_word.restype = ctypes.c_int32
        ps.dict2pid_add_word.argtypes = [pointer, ctypes.c_int32]
        ps.bin_mdef_ciphone_id.restype = ctypes.c_int32
        ps.bin_mdef_ciphone_id.argtypes = [pointer, ctypes.c_char_p]
        return base, ps
    except (OSError, AttributeError):
        return None


native = load_native() if INTERVIEW_LM_WEIGHT > 0 else None


class InterviewSearches:
    """A decoder without a default language model, searching the general English model interpolated with each
    interview's own model. Words the dictionary lacks go into the dictionary only (never into the general model: adding
    words at run time to pocketsphinx 5prealpha's binary trigram model crashed decoders in its lookup); the interview's
    model gives them their probability.

    ps_decoder_t's dictionary fields are found at their 5prealpha offsets (64-bit) and checked against what the API
    returns; another layout leaves the decoder on the general model with run-time added words instead (of_decoder
    returns None)."""

    PS_ACMOD = 16
    PS_DICT = 24
    PS_D2P = 32
    PS_LMATH = 40
    DICT_MDEF = 8
    general_model = None  # per process: read once, shared (read-only) by every decoder's searches

    @classmethod
    def of_decoder(cls, decoder):
        if native is None:
            return None
        try:
            return cls(decoder)
        except (AssertionError, OSError, ValueError):
            return None

    def __init__(self, decoder):
        base, ps = native
        self.base, self.ps = base, ps
        self.handle = ctypes.c_void_p(int(decoder.this))
        address = int(decoder.this)

        def field(offset):
            return ctypes.c_void_p.from_address(address + offset).value

        self.config = ps.ps_get_config(self.handle)
        self.logmath = ps.ps_get_logmath(self.handle)
        assert self.logmath and field(self.PS_LMATH) == self.logmath, "decoder layout"
        self.dictionary = field(self.PS_DICT)
        self.d2p = field(self.PS_D2P)
        assert self.dictionary and self.d2p and ps.dict_wordid(self.dictionary, b"the") >= 0, "dictionary layout"
        self.mdef = ctypes.c_void_p.from_address(self.dictionary + self.DICT_MDEF).value
        assert self.mdef and ps.bin_mdef_ciphone_id(self.mdef, b"AA") >= 0, "phone set layout"
        if InterviewSearches.general_model is None:
            model = base.ngram_model_read(
                self.config, os.path.join(MODEL_DIR, "en-us.lm.bin").encode("utf-8"), NGRAM_AUTO, self.logmath
            )
            assert model, "general language model"
            InterviewSearches.general_model = model
        self.searches = collections.OrderedDict()  # interview model key -> search name
        self.has_general_search = False  # the general model alone, built when an answer comes without a model
        self.current = None

    def refcount(self, model):
        self.base.ngram_model_retain(model)
        return self.base.ngram_model_free(model)

    def hand_over(self, model, before):
        """After giving `model` to a set or a search: drops this code's reference when the new owner took its own
        (sphinxbase 5prealpha retains what it is given), so a replaced search frees its models."""
        if self.refcount(model) > before:
            self.base.ngram_model_free(model)

    def add_word(self, word, phones):
        """Adds a word to the dictionary (and the phonetic context tables), not to any language model."""
        ids = [self.ps.bin_mdef_ciphone_id(self.mdef, phone.encode("ascii")) for phone in phones.split()]
        if not ids or any(phone < 0 for phone in ids):
            return False
        word_id = self.ps.dict_add_word(self.dictionary, word.encode("utf-8"), (ctypes.c_int16 * len(ids))(*ids), len(ids))
        return word_id >= 0 and self.ps.dict2pid_add_word(self.d2p, word_id) == 0

    def use(self, lm):
        """Searches with the interview's model (built on first use, kept for later answers), or the general one."""
        name = b"general"
        if lm is None and not self.has_general_search:
            general = InterviewSearches.general_model
            before = self.refcount(general)
            if self.ps.ps_set_lm(self.handle, name, general) != 0:
                raise RuntimeError("could not search the general language model")
            if self.refcount(general) == before:
                self.base.ngram_model_retain(general)  # a search that does not retain frees it when it goes
            self.has_general_search = True
        if lm is not None:
            key = str(lm.get("key"))
            if key in self.searches:
                self.searches.move_to_end(key)
                name = self.searches[key]
            else:
                try:
                    name = self.build(key, str(lm.get("path")))
                except RuntimeError as error:
                    # The answer is still heard, with the general model (the file may have gone, say).
                    sys.stderr.write("interview language model not used: %s\n" % error)
                    return self.use(None)
        if name != self.current:
            if self.ps.ps_set_search(self.handle, name) != 0:
                raise RuntimeError("could not switch to the interview's language model")
            self.current = name

    def build(self, key, path):
        if len(self.searches) >= SEARCHES_PER_DECODER:
            _, name = self.searches.popitem(last=False)  # the oldest call's search: its name is reused
        else:
            name = ("interview%d" % len(self.searches)).encode("ascii")
        base = self.base
        # sphinxbase crashes (SIGSEGV) reading a file that is not there, rather than failing.
        if not os.path.isfile(path):
            raise RuntimeError("the interview's language model file is missing")
        interview = base.ngram_model_read(self.config, path.encode("utf-8"), NGRAM_ARPA, self.logmath)
        if not interview:
            raise RuntimeError("the interview's language model could not be read")
        general = InterviewSearches.general_model
        general_refs, interview_refs = self.refcount(general), self.refcount(interview)
        models = (ctypes.c_void_p * 2)(general, interview)
        names = (ctypes.c_char_p * 2)(b"general", b"interview")
        weights = (ctypes.c_float * 2)(1 - INTERVIEW_LM_WEIGHT, INTERVIEW_LM_WEIGHT)
        model_set = base.ngram_model_set_init(self.config, models, names, weights, 2)
        if not model_set:
            base.ngram_model_free(interview)
            raise RuntimeError("the interview's language model could not be combined with the general one")
        # The set owns its models from here: the process keeps its own reference to the general model, and the
        # interview model is freed with the set.
        if self.refcount(general) == general_refs:
            base.ngram_model_retain(general)  # a set that does not retain frees it when it goes
        self.hand_over(interview, interview_refs)
        if self.current == name:
            self.current = None  # replaced below: switch to it again
        if self.ps.ps_set_lm(self.handle, name, model_set) != 0:
            base.ngram_model_free(model_set)
            raise RuntimeError("the interview's language model could not be searched")
        self.hand_over(model_set, 1)
        self.searches[key] = name
        return name
# Speech frames (10 ms) of an answer its own cepstral mean is estimated from before the answer is decoded again with
# it (0: keep the decoder's running mean). See Stream.warm_up.
CMN_WARMUP_FRAMES = int(os.environ.get("INTERVIA_CMN_WARMUP_FRAMES", "0"))
# What the running mean is worth, in frames, once set from an answer's first frames (sphinxbase's CMN_WIN).
CMN_WINDOW_FRAMES = 500


class CmnState(ctypes.Structure):
    """sphinxbase's cmn_t (cmn.h, 5prealpha): the live cepstral mean normalisation of a decoder's front end."""

    _fields_ = [
        ("mean", ctypes.POINTER(ctypes.c_float)),
        ("var", ctypes.POINTER(ctypes.c_float)),
        ("sum", ctypes.POINTER(ctypes.c_float)),
        ("nframe", ctypes.c_int32),
        ("veclen", ctypes.c_int32),
    ]


# Offset of cmn_struct in sphinxbase's feat_t (feat.h, 5prealpha, 64-bit): checked against the model's -cmninit
# before use, so a different layout turns the warm-up off rather than corrupting memory.
FEAT_CMN_STRUCT_OFFSET = 88


def cmn_state_of(decoder):
    """The decoder's live CMN state, or None when it cannot be found where sphinxbase 5prealpha keeps it."""
    try:
        library = ctypes.CDLL("libpocketsphinx.so.3")
        library.ps_get_feat.argtypes = [ctypes.c_void_p]
        library.ps_get_feat.restype = ctypes.c_void_p
        feat = library.ps_get_feat(ctypes.c_void_p(int(decoder.this)))
        if not feat:
            return None
        pointer = ctypes.c_void_p.from_address(feat + FEAT_CMN_STRUCT_OFFSET).value
        if not pointer:
            return None
        state = CmnState.from_address(pointer)
        # A fresh decoder's mean is the model's -cmninit and its sums are empty: anything else is another layout.
        initial = [float(value) for value in (decoder.get_config().get_string("-cmninit") or "").split(",") if value]
        if state.veclen != len(initial) or state.nframe != 0 or not state.mean or not state.sum:
            return None
        if any(abs(state.mean[i] - value) > 1e-3 for i, value in enumerate(initial)):
            return None
        return state
    except (OSError, AttributeError, ValueError):
        return None

out = sys.stdout


def send(message):
    out.write(json.dumps(message) + "\n")
    out.flush()


def make_decoder(general_model=True, warp=1.0):
    config = Decoder.default_config()
    config.set_string("-hmm", os.path.join(MODEL_DIR, "en-us"))
    if general_model:
        config.set_string("-lm", os.path.join(MODEL_DIR, "en-us.lm.bin"))
    config.set_string("-dict", os.path.join(MODEL_DIR, "cmudict-en-us.dict"))
    config.set_string("-logfn", "/dev/null")
    for key, value in SETTINGS.items():
        if isinstance(value, bool):
            config.set_boolean(key, value)
        elif isinstance(value, int):
            config.set_int(key, value)
        elif isinstance(value, float):
            config.set_float(key, value)
        else:
            config.set_string(key, str(value))
    if warp != 1.0:
        # Vocal-tract length normalisation: the filter bank's frequencies are divided by the warp factor.
        config.set_string("-warp_type", "inverse_linear")
        config.set_string("-warp_params", repr(warp))
    return Decoder(config)


class Slot:
    """One loaded decoder (its front end warped by `warp`) and the extra words it has been taught."""

    def __init__(self, warp=1.0):
        self.warp = warp
        self.searches = None
        if native is not None:
            decoder = make_decoder(general_model=False, warp=warp)
            self.searches = InterviewSearches.of_decoder(decoder)
        self.decoder = decoder if self.searches is not None else make_decoder(warp=warp)
        # Held for the decoder's lifetime: the language model the interview's words are added to.
        self.lm = self.decoder.get_lm("_default") if sphinxbase and self.searches is None else None
        self.added = set()
        self.busy = False
        self.cmn = cmn_state_of(self.decoder) if CMN_WARMUP_FRAMES > 0 else None


slots = []
streams = {}


def take_slot(warp=1.0):
    for slot in slots:
        if not slot.busy and slot.warp == warp:
            if len(slot.added) > MAX_ADDED_WORDS:
                slots.remove(slot)
                break
            slot.busy = True
            return slot
    if len([slot for slot in slots if slot.busy]) >= MAX_DECODERS:
        raise RuntimeError("all %d decoders of this process are busy" % MAX_DECODERS)
    idle_other_warp = [slot for slot in slots if not slot.busy and slot.warp != warp]
    if len(slots) >= MAX_DECODERS and idle_other_warp:
        slots.remove(idle_other_warp[0])  # a decoder of another warp makes room (each is ~40 MB)
    slot = Slot(warp)
    slot.busy = True
    slots.append(slot)
    return slot


def teach(slot, words):
    """Adds the interview's words the dictionary lacks: to the dictionary alone when the decoder searches interview
    models (built after the words are added, they include them), else to the general model as well (the search is
    rebuilt once, after the last one)."""
    missing = {}
    for word, phones in words:
        word = word.lower()
        if word in missing or word in slot.added or slot.decoder.lookup_word(word) is not None:
            continue
        missing[word] = phones
    missing = list(missing.items())
    if slot.searches is not None:
        for word, phones in missing:
            if slot.searches.add_word(word, phones):
                slot.added.add(word)
        return
    for index, (word, phones) in enumerate(missing):
        if slot.lm is not None:
            sphinxbase.ngram_model_add_word(int(slot.lm.this), word.encode("utf-8"), ADDED_WORD_WEIGHT)
        slot.decoder.add_word(word, phones, 1 if index == len(missing) - 1 else 0)
        slot.added.add(word)


def confidence_of(decoder):
    """Mean posterior probability of the recognised words (fillers and silences left out), 0-1."""
    logmath = decoder.get_logmath()
    posteriors = []
    for segment in decoder.seg():
        word = segment.word
        if word.startswith("<") or word.startswith("[") or word.startswith("++"):
            continue
        posteriors.append(min(1.0, max(0.0, logmath.exp(segment.prob))))
    if not posteriors:
        return None
    return sum(posteriors) / len(posteriors)


def acoustic_score_per_frame(decoder):
    """The best path's acoustic score per frame (in thousands of log units): how well the acoustic model fits the
    audio as this decoder's front end (its warp) heard it; None for an answer with nothing recognised."""
    frames = decoder.n_frames()
    segments = list(decoder.seg())
    if frames <= 0 or not segments:
        return None
    return round(sum(segment.ascore for segment in segments) / frames / 1000.0, 3)


def open_slot(warp, words, lm):
    slot = take_slot(warp)
    try:
        teach(slot, words)
        if slot.searches is not None:
            slot.searches.use(lm)
        slot.decoder.start_utt()
    except Exception:
        slot.busy = False
        raise
    return slot


def clean(text):
    words = [w for w in text.split() if not (w.startswith("<") or w.startswith("[") or w.startswith("++"))]
    # Alternative pronunciations come back as "word(2)".
    return " ".join(w.split("(")[0] for w in words)


class Stream:
    def __init__(self, stream_id, words, lm=None, warp=1.0, probe_warps=()):
        self.id = stream_id
        self.slot = open_slot(warp, words, lm)
        # Decoders with other warps hearing the same audio, to score them (speaker adaptation); a process without a
        # free decoder for one skips it.
        self.probes = []
        for probe_warp in probe_warps:
            if probe_warp == warp:
                continue
            try:
                self.probes.append(open_slot(probe_warp, words, lm))
            except Exception:
                break
        # Until the answer's own cepstral mean is known, its audio is kept and the CMN sums count its frames alone
        # (the running mean itself stays in use meanwhile).
        cmn = self.slot.cmn
        self.warmup = None
        if cmn is not None:
            for i in range(cmn.veclen):
                cmn.sum[i] = 0.0
            cmn.nframe = 0
            self.warmup = []
        self.own_cmn = False
        self.samples = 0
        self.since_partial = 0
        self.partial = ""

    def audio(self, payload):
        self.slot.decoder.process_raw(payload, False, False)
        for probe in self.probes:
            probe.decoder.process_raw(payload, False, False)
        if self.warmup is not None:
            self.warm_up(payload)
        count = len(payload) // 2
        self.samples += count
        self.since_partial += count
        if self.since_partial >= PARTIAL_EVERY_SAMPLES:
            self.since_partial = 0
            hyp = self.slot.decoder.hyp()
            text = clean(hyp.hypstr) if hyp else ""
            if text != self.partial:
                self.partial = text
                send({"type": "partial", "id": self.id, "text": text})

    def warm_up(self, payload):
        """Once the answer has CMN_WARMUP_FRAMES speech frames, their cepstral mean replaces the decoder's running
        one (the model's -cmninit, or earlier answers, often another caller's) and the answer is decoded again from
        its start with it."""
        self.warmup.append(payload)
        cmn = self.slot.cmn
        frames = cmn.nframe
        if frames < CMN_WARMUP_FRAMES:
            return
        audio = self.warmup
        mean = [cmn.sum[i] / frames for i in range(cmn.veclen)]
        decoder = self.slot.decoder
        decoder.end_utt()
        for i, value in enumerate(mean):
            cmn.mean[i] = value
            cmn.sum[i] = value * CMN_WINDOW_FRAMES
        cmn.nframe = CMN_WINDOW_FRAMES
        self.warmup = None
        self.own_cmn = True
        decoder.start_utt()
        for chunk in audio:
            decoder.process_raw(chunk, False, False)

    def finish(self):
        started = time.perf_counter()
        decoder = self.slot.decoder
        decoder.end_utt()
        hyp = decoder.hyp()
        text = clean(hyp.hypstr) if hyp else ""
        confidence = confidence_of(decoder) if text else None
        warp_scores = [[self.slot.warp, acoustic_score_per_frame(decoder)]]
        for probe in self.probes:
            probe.decoder.end_utt()
            warp_scores.append([probe.warp, acoustic_score_per_frame(probe.decoder)])
        send(
            {
                "type": "final",
                "id": self.id,
                "text": text,
                "confidence": confidence,
                "decodeMs": round((time.perf_counter() - started) * 1000, 1),
                "audioMs": round(self.samples / 16.0),
                "ownCmn": self.own_cmn,
                "warpScores": [pair for pair in warp_scores if pair[1] is not None],
            }
        )
        self.release()

    def release(self):
        self.slot.busy = False
        for probe in self.probes:
            probe.busy = False
        self.probes = []


def cancel(stream):
    for slot in [stream.slot] + stream.probes:
        try:
            slot.decoder.end_utt()
        except Exception:
            pass
    stream.release()


class Inbox:
    """Frames read from stdin as soon as they arrive, without waiting for the decoding before them: each stream's
    frames wait in the stream's own queue, so a stream whose turn has ended can be decoded before the
    audio other streams sent earlier (see next_work)."""

    def __init__(self, fd):
        self.fd = fd
        self.buffer = bytearray()
        self.closed = False

    def read(self, wait):
        """Reads what stdin holds (blocking until something comes when `wait`); the complete frames in it."""
        if self.closed:
            return []
        ready, _, _ = select.select([self.fd], [], [], None if wait else 0)
        while ready:
            chunk = os.read(self.fd, 1 << 20)
            if not chunk:
                self.closed = True
                break
            self.buffer += chunk
            ready, _, _ = select.select([self.fd], [], [], 0)
        frames = []
        offset = 0
        while len(self.buffer) - offset >= 9:
            kind, stream_id, length = struct.unpack_from("<BII", self.buffer, offset)
            if len(self.buffer) - offset - 9 < length:
                break
            frames.append((kind, stream_id, bytes(self.buffer[offset + 9 : offset + 9 + length])))
            offset += 9 + length
        del self.buffer[:offset]
        return frames


# Work waiting per stream: deque of (arrival number, kind, payload); kinds START, AUDIO, SYNC, FINISH.
pending = collections.OrderedDict()
arrivals = 0


def next_work():
    """The stream to decode next: one whose turn has ended (its FINISH is queued) first, the earliest such; else the
    stream whose oldest waiting frame came first (arrival order, as before). When the decoders fall behind, a finished
    turn then waits only for its own audio, not for every other stream's audio sent before its end."""
    finishing = None
    oldest = None
    for stream_id, queue in pending.items():
        if not queue:
            continue
        if queue[-1][1] == 3 and (finishing is None or queue[-1][0] < finishing[0]):
            finishing = (queue[-1][0], stream_id)
        if oldest is None or queue[0][0] < oldest[0]:
            oldest = (queue[0][0], stream_id)
    chosen = finishing or oldest
    return None if chosen is None else chosen[1]


def handle(kind, stream_id, payload):
    try:
        if kind == 1:
            start = json.loads(payload.decode("utf-8"))
            streams[stream_id] = Stream(
                stream_id,
                start.get("words", []),
                start.get("lm"),
                float(start.get("warp", 1.0)),
                [float(warp) for warp in start.get("probeWarps", [])],
            )
        elif kind == 2:
            stream = streams.get(stream_id)
            if stream:
                stream.audio(payload)
        elif kind == 3:
            stream = streams.pop(stream_id, None)
            if stream:
                stream.finish()
            else:
                send({"type": "error", "id": stream_id, "message": "no such utterance"})
        elif kind == 4:
            stream = streams.pop(stream_id, None)
            if stream:
                cancel(stream)
        elif kind == 5:
            stream = streams.get(stream_id)
            send({"type": "synced", "id": stream_id, "samples": stream.samples if stream else 0})
    except Exception as error:  # one utterance failing must not take the others down
        stream = streams.pop(stream_id, None)
        pending.pop(stream_id, None)
        if stream:
            cancel(stream)
        send({"type": "error", "id": stream_id, "message": str(error) or type(error).__name__})


def receive(frames):
    """CANCEL acts at once (the stream's waiting frames go with it); the others wait in their stream's queue."""
    global arrivals
    for kind, stream_id, payload in frames:
        arrivals += 1
        if kind == 4:
            pending.pop(stream_id, None)
            handle(kind, stream_id, payload)
        else:
            pending.setdefault(stream_id, collections.deque()).append((arrivals, kind, payload))


def main():
    slots.append(Slot())
    send({"type": "ready", "pid": os.getpid()})
    inbox = Inbox(sys.stdin.fileno())
    while True:
        # Blocks for input only when there is nothing to decode; otherwise just takes what has arrived meanwhile.
        receive(inbox.read(wait=not pending))
        stream_id = next_work()
        if stream_id is None:
            if inbox.closed:
                return
            continue
        queue = pending[stream_id]
        _, kind, payload = queue.popleft()
        if not queue:
            del pending[stream_id]
        handle(kind, stream_id, payload)


if __name__ == "__main__":
    main()
