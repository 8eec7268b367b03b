/**
 * A decorative dashboard drawn in SVG (no image request, no stock art): a KPI row, a bar
 * chart with a forecast line. Hidden from assistive technology; the hero text says it all.
 */
export function HeroIllustration({ className }: { className?: string }) {
  const bars = [38, 52, 46, 64, 58, 76, 70, 92];
  return (
    <svg
      viewBox="0 0 480 380"
      width="480"
      height="380"
      aria-hidden="true"
      focusable="false"
      className={className}
    >
      <rect x="0.5" y="0.5" width="479" height="379" rx="20" fill="#fff" stroke="#e2e7ef" />
      <circle cx="28" cy="28" r="5" fill="#e2e7ef" />
      <circle cx="46" cy="28" r="5" fill="#e2e7ef" />
      <circle cx="64" cy="28" r="5" fill="#e2e7ef" />
      {[0, 1, 2].map((i) => (
        <g key={i} transform={`translate(${24 + i * 148} 56)`}>
          <rect width="136" height="72" rx="12" fill={i === 0 ? "#0f766e" : "#f6f8fb"} />
          <rect x="14" y="16" width="56" height="8" rx="4" fill={i === 0 ? "#5eead4" : "#cbd3de"} />
          <rect
            x="14"
            y="36"
            width={[84, 64, 72][i]}
            height="18"
            rx="5"
            fill={i === 0 ? "#fff" : "#0b1526"}
          />
        </g>
      ))}
      <rect x="24" y="148" width="432" height="208" rx="12" fill="#f6f8fb" />
      {[0, 1, 2, 3].map((i) => (
        <line key={i} x1="44" x2="436" y1={180 + i * 44} y2={180 + i * 44} stroke="#e2e7ef" />
      ))}
      {bars.map((height, i) => (
        <rect
          key={i}
          x={56 + i * 48}
          y={332 - height * 1.6}
          width="26"
          height={height * 1.6}
          rx="5"
          fill={i >= 6 ? "#99e2d6" : "#0f766e"}
        />
      ))}
      <polyline
        points={bars.map((height, i) => `${69 + i * 48},${318 - height * 1.6}`).join(" ")}
        fill="none"
        stroke="#0b1526"
        strokeWidth="3"
        strokeLinecap="round"
        strokeLinejoin="round"
        strokeDasharray="0"
      />
      <circle
        cx={69 + 7 * 48}
        cy={318 - 92 * 1.6}
        r="7"
        fill="#fff"
        stroke="#0b1526"
        strokeWidth="3"
      />
    </svg>
  );
}
