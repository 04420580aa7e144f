// A <video> showing a MediaStream (React has no prop for srcObject). Our own picture is muted so we do
// not hear ourselves; the other side's plays its sound through the same element.
import { useEffect, useRef, type VideoHTMLAttributes } from 'react';

type Props = Omit<VideoHTMLAttributes<HTMLVideoElement>, 'src'> & {
  stream: MediaStream | undefined;
  /** The tracks it shows changed without the stream changing (another device, the camera back on). */
  revision?: unknown;
};

export function MediaVideo({ stream, revision, ...props }: Props) {
  const element = useRef<HTMLVideoElement>(null);
  // biome-ignore lint/correctness/useExhaustiveDependencies: a new track in the same stream plays again.
  useEffect(() => {
    const video = element.current;
    if (!video) return;
    if (video.srcObject !== (stream ?? null)) video.srcObject = stream ?? null;
    if (stream) void video.play().catch(() => undefined);
  }, [stream, revision]);
  return <video ref={element} autoPlay playsInline {...props} />;
}
