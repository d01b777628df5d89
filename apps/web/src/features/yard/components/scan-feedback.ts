/**
 * What a scan says without looking at the screen (docs/decisions/0002-scan-request-ids.md): a short beep and a vibration. A high
 * beep for goods that went through, two low ones for a refusal, a soft click for a scan kept to
 * send later, and a short middle one for goods already on this vehicle (nothing to do about it,
 * so neither the refusal's sound nor its long vibration). WebAudio and vibration are optional: a browser without them stays silent.
 */
export type Tone = 'ok' | 'refused' | 'waiting' | 'same';

const TONES: Record<Tone, { hz: number[]; ms: number; vibrate: number[] }> = {
  ok: { hz: [1320], ms: 90, vibrate: [60] },
  refused: { hz: [330, 220], ms: 160, vibrate: [180, 80, 180] },
  waiting: { hz: [660], ms: 40, vibrate: [30] },
  same: { hz: [880], ms: 60, vibrate: [40] },
};

let audio: AudioContext | undefined;

function context(): AudioContext | undefined {
  const Ctor =
    window.AudioContext ??
    (window as unknown as { webkitAudioContext?: typeof AudioContext }).webkitAudioContext;
  if (!Ctor) return undefined;
  // One context for the page: browsers limit how many may exist.
  audio ??= new Ctor();
  // Phones start it suspended until a gesture; a scan's Enter or a tap is one.
  if (audio.state === 'suspended') void audio.resume();
  return audio;
}

function beep(tone: Tone): void {
  const ctx = context();
  if (!ctx) return;
  const { hz, ms } = TONES[tone];
  hz.forEach((frequency, index) => {
    const start = ctx.currentTime + (index * (ms + 60)) / 1000;
    const oscillator = ctx.createOscillator();
    const gain = ctx.createGain();
    oscillator.type = 'square';
    oscillator.frequency.value = frequency;
    gain.gain.setValueAtTime(0.15, start);
    gain.gain.exponentialRampToValueAtTime(0.001, start + ms / 1000);
    oscillator.connect(gain).connect(ctx.destination);
    oscillator.start(start);
    oscillator.stop(start + ms / 1000);
  });
}

/** Beeps and vibrates for a scan's outcome; never throws (feedback must not break a scan). */
export function scanFeedback(tone: Tone): void {
  try {
    beep(tone);
  } catch {
    // No sound on this device: the screen still says it.
  }
  try {
    navigator.vibrate?.(TONES[tone].vibrate);
  } catch {
    // Vibration refused (no user gesture yet, or an iPhone): nothing to do.
  }
}
