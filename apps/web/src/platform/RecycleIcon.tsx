import type { CSSProperties } from 'react';

// The "recycle" outline icon of Tabler Icons (MIT licence); @ant-design/icons has none.
const paths = [
  'M12 17l-2 2l2 2',
  'M10 19h9a2 2 0 0 0 1.75 -2.75l-.55 -1',
  'M8.536 11l-.732 -2.732l-2.732 .732',
  'M7.804 8.268l-4.5 7.794a2 2 0 0 0 1.506 2.89l1.141 .024',
  'M15.464 11l2.732 .732l.732 -2.732',
  'M18.196 11.732l-4.5 -7.794a2 2 0 0 0 -3.256 -.14l-.591 .976',
];

export function RecycleIcon({ style }: { style?: CSSProperties }) {
  return (
    <svg
      viewBox="0 0 24 24"
      width="1em"
      height="1em"
      fill="none"
      stroke="currentColor"
      strokeWidth={2}
      strokeLinecap="round"
      strokeLinejoin="round"
      aria-hidden="true"
      style={style}
    >
      {paths.map((d) => (
        <path key={d} d={d} />
      ))}
    </svg>
  );
}
