// The microphone's level on the pre-join screen and in the room: proof that the chosen microphone
// hears the user before the other side has to say so. Read ten times a second from an analyser (a
// frame-by-frame loop would spend a phone's battery on a bar).
import { useLingui } from '@lingui/react/macro';
import { useEffect, useState } from 'react';
import classes from './Room.module.css';

const READ_EVERY_MS = 100;
/** Speech at a normal distance has an RMS of about 0.05–0.2: scaled so it fills most of the bar. */
const GAIN = 5;

export function MicLevelMeter({ track }: { track: MediaStreamTrack | undefined }) {
  const { t } = useLingui();
  const [level, setLevel] = useState(0);
  useEffect(() => {
    if (!track || typeof AudioContext === 'undefined') return;
    const context = new AudioContext();
    const analyser = context.createAnalyser();
    analyser.fftSize = 512;
    context.createMediaStreamSource(new MediaStream([track])).connect(analyser);
    const samples = new Float32Array(analyser.fftSize);
    const timer = window.setInterval(() => {
      analyser.getFloatTimeDomainData(samples);
      let sum = 0;
      for (const sample of samples) sum += sample * sample;
      const rms = Math.sqrt(sum / samples.length);
      setLevel(Math.round(Math.min(1, rms * GAIN) * 20) / 20);
    }, READ_EVERY_MS);
    return () => {
      window.clearInterval(timer);
      void context.close();
    };
  }, [track]);
  return (
    <meter
      className={classes.meter}
      min={0}
      max={1}
      low={0.1}
      value={track?.enabled === false ? 0 : level}
      aria-label={t`Microphone level`}
      data-testid="mic-level"
    />
  );
}
