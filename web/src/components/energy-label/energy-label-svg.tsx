import { encode } from 'uqr';
import { ENERGY_CLASS_COLORS, ENERGY_CLASSES, eprelUrl, type EnergyClass } from './energy-classes';

interface EnergyLabelSvgProps {
  energyClass: EnergyClass;
  supplier: string | null;
  model: string;
  /** On-mode power in watts: the label states kWh per 1000 h, the same number. */
  wattage: number | null;
  eprelId: string | null;
  title: string;
}

/** The QR code of the product's EPREL page as one SVG path (drawn here: nothing is fetched). */
function QrPath({ text, x, y, size }: { text: string; x: number; y: number; size: number }) {
  const { data } = encode(text, { border: 0 });
  const cell = size / data.length;
  let d = '';
  data.forEach((row, r) =>
    row.forEach((on, c) => {
      if (on) d += `M${x + c * cell},${y + r * cell}h${cell}v${cell}h${-cell}z`;
    }),
  );
  return <path d={d} fill="#000" data-testid="energy-label-qr" />;
}

/**
 * The full energy label of a light source (Delegated Regulation (EU) 2019/2015, Annex III): supplier,
 * model, the A–G scale with the product's class marked, the QR code to EPREL and the on-mode power.
 */
export function EnergyLabelSvg({ energyClass, supplier, model, wattage, eprelId, title }: EnergyLabelSvgProps) {
  const rowHeight = 22;
  const top = 70;
  const chosen = ENERGY_CLASSES.indexOf(energyClass);
  return (
    <svg viewBox="0 0 240 330" className="h-auto w-full" role="img" aria-label={title} data-testid="energy-label-full">
      <rect x="1" y="1" width="238" height="328" rx="6" fill="#fff" stroke="#000" strokeWidth="2" />
      <text x="12" y="26" fontSize="14" fontWeight="700" fill="#000">
        ENERG
      </text>
      <text x="228" y="26" fontSize="11" textAnchor="end" fill="#000">
        {supplier ?? ''}
      </text>
      <text x="228" y="42" fontSize="10" textAnchor="end" fill="#000">
        {model}
      </text>
      <line x1="12" x2="228" y1="52" y2="52" stroke="#000" />
      {ENERGY_CLASSES.map((letter, i) => {
        const y = top + i * (rowHeight + 4);
        const width = 70 + i * 14;
        const { fill, text } = ENERGY_CLASS_COLORS[letter];
        return (
          <g key={letter}>
            <path d={`M12,${y}h${width}l10,${rowHeight / 2}l-10,${rowHeight / 2}h${-width}z`} fill={fill} />
            <text x="18" y={y + 16} fontSize="14" fontWeight="700" fill={text}>
              {letter}
            </text>
          </g>
        );
      })}
      <path
        d={`M228,${top + chosen * (rowHeight + 4) - 2}h-54l-12,${rowHeight / 2 + 2}l12,${rowHeight / 2 + 2}h54z`}
        fill="#000"
        data-testid="energy-label-marker"
      />
      <text x="200" y={top + chosen * (rowHeight + 4) + 17} fontSize="20" fontWeight="700" textAnchor="middle" fill="#fff">
        {energyClass}
      </text>
      {eprelId ? <QrPath text={eprelUrl(eprelId)} x={12} y={258} size={60} /> : null}
      <text x="228" y="290" fontSize="22" fontWeight="700" textAnchor="end" fill="#000">
        {wattage === null ? '–' : Math.ceil(wattage)}
      </text>
      <text x="228" y="306" fontSize="10" textAnchor="end" fill="#000">
        kWh/1000h
      </text>
      <text x="120" y="322" fontSize="8" textAnchor="middle" fill="#000">
        2019/2015
      </text>
    </svg>
  );
}
