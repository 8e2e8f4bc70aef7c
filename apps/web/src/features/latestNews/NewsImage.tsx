import { useQuery } from '@tanstack/react-query';
import { Image, type ImageProps } from 'antd';
import { useEffect, useState } from 'react';
import { download } from '../../platform/api';

/**
 * A news image of any status, fetched with the session (`GET /latestNews/image/{id}`) and shown
 * through an object URL: visitors' address (`/pubContent/file/{id}`) shows only the news on show,
 * so drafts being edited need the session. A refused or missing image shows nothing rather than
 * leaving the screen. The bytes of a file id never change: they are fetched once.
 */
export function useNewsImageUrl(fileId: number): string | undefined {
  const image = useQuery({
    queryKey: ['newsImage', fileId],
    queryFn: () =>
      download('GET', `/latestNews/image/${fileId}`, { quiet: true }).then(
        (file) => file.blob,
        () => null,
      ),
    staleTime: Infinity,
  });
  const [url, setUrl] = useState<string>();
  useEffect(() => {
    if (!image.data) return undefined;
    const objectUrl = URL.createObjectURL(image.data);
    setUrl(objectUrl);
    return () => URL.revokeObjectURL(objectUrl);
  }, [image.data]);
  return image.data ? url : undefined;
}

/** antd's Image (with its preview) of a news image. */
export function NewsImage({ fileId, ...props }: Omit<ImageProps, 'src'> & { fileId: number }) {
  return <Image {...props} src={useNewsImageUrl(fileId)} />;
}
