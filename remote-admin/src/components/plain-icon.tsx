import type { IconDefinition } from '@ant-design/icons-svg/lib/types';

/**
 * One of Ant Design's icons drawn from its SVG data alone, for screens that load no antd code
 * (/login): the same picture as `@ant-design/icons`, without its runtime. Decorative: hidden from
 * screen readers, sized and coloured by the text around it.
 */
export function PlainIcon({ icon }: { icon: IconDefinition }) {
  const svg = typeof icon.icon === 'function' ? icon.icon('currentColor', 'transparent') : icon.icon;
  return (
    <span className="admin-plain-icon" aria-hidden="true">
      <svg viewBox={svg.attrs.viewBox} width="1em" height="1em" fill="currentColor" focusable="false">
        {svg.children?.map((node, i) => (node.tag === 'path' ? <path key={i} d={String(node.attrs.d)} /> : null))}
      </svg>
    </span>
  );
}
