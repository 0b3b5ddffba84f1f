import qrcode from 'qrcode-generator';
import { useMemo } from 'react';

/**
 * A QR code drawn here, in the browser, as one SVG path: what it holds (a two-factor secret, a referral link) never
 * leaves the page (no image service). Quiet zone of 4 modules, as the standard asks; crisp at any size.
 */
export function QrCode({
  value,
  label,
  className,
  testId,
}: {
  value: string;
  label: string;
  className?: string;
  testId?: string;
}) {
  const { d, size } = useMemo(() => {
    const qr = qrcode(0, 'M');
    qr.addData(value);
    qr.make();
    const n = qr.getModuleCount();
    let path = '';
    for (let r = 0; r < n; r++) for (let c = 0; c < n; c++) if (qr.isDark(r, c)) path += `M${c + 4} ${r + 4}h1v1h-1z`;
    return { d: path, size: n + 8 };
  }, [value]);
  return (
    <svg
      role="img"
      aria-label={label}
      viewBox={`0 0 ${size} ${size}`}
      shapeRendering="crispEdges"
      className={className}
      data-testid={testId}
    >
      <rect width={size} height={size} fill="#fff" />
      <path d={d} fill="#16122e" />
    </svg>
  );
}
