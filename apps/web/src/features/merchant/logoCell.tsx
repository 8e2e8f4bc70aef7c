import { Image } from 'antd';

/** What a list cell shows for a value the record does not have. */
export const NONE = '-';

/** A logo as a small picture in a list cell, named after its record for screen readers. */
export function logoCell(logo: string | null, name: string) {
  return logo ? (
    <Image src={logo} alt={name} width={32} height={32} style={{ objectFit: 'contain' }} preview={{ mask: null }} />
  ) : (
    NONE
  );
}
