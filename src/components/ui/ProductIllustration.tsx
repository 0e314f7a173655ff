import type { ReactElement } from 'react';
import type { ProductType } from '../../lib/value-lists';
import styles from './ProductIllustration.module.css';

/** Every product type the catalogue knows has its own drawing. */
export type IllustratedType = ProductType;

export interface ProductIllustrationProps {
  type: IllustratedType;
  /** Text alternative; empty when the illustration is decorative next to the product name. */
  label?: string;
  /** Picks the accent: heating products glow warm. */
  accent?: 'cool' | 'warm';
}

const airflow = (x: number, y: number, width: number) => (
  <g className={styles.air}>
    {[0, 1, 2].map((row) => (
      <path
        key={row}
        d={`M${x} ${y + row * 9} q ${width / 4} 6 ${width / 2} 0 t ${width / 2} 0`}
        fill="none"
        strokeWidth="3"
        strokeLinecap="round"
      />
    ))}
  </g>
);

const outdoorUnit = (x: number, y: number, scale = 1) => (
  <g transform={`translate(${x} ${y}) scale(${scale})`}>
    <rect className={styles.body} width="86" height="64" rx="5" />
    <circle className={styles.grille} cx="34" cy="32" r="22" />
    <circle className={styles.hub} cx="34" cy="32" r="5" />
    <rect className={styles.panel} x="64" y="10" width="14" height="44" rx="2" />
  </g>
);

const drawings: Record<IllustratedType, ReactElement> = {
  'wall-split': (
    <>
      <rect className={styles.wall} x="0" y="0" width="240" height="160" />
      <rect className={styles.body} x="30" y="28" width="180" height="52" rx="14" />
      <rect className={styles.panel} x="30" y="64" width="180" height="10" rx="4" />
      <circle className={styles.led} cx="190" cy="44" r="3" />
      {airflow(50, 98, 140)}
    </>
  ),
  ducted: (
    <>
      <rect className={styles.wall} x="0" y="0" width="240" height="160" />
      <rect className={styles.ceiling} x="0" y="0" width="240" height="54" />
      <rect className={styles.body} x="70" y="10" width="100" height="34" rx="4" />
      <path className={styles.duct} d="M70 27 H20 V62 M170 27 H220 V62" fill="none" strokeWidth="10" />
      <rect className={styles.panel} x="6" y="58" width="28" height="8" rx="2" />
      <rect className={styles.panel} x="206" y="58" width="28" height="8" rx="2" />
      {airflow(8, 82, 36)}
      {airflow(196, 82, 36)}
    </>
  ),
  cassette: (
    <>
      <rect className={styles.wall} x="0" y="0" width="240" height="160" />
      <rect className={styles.ceiling} x="0" y="0" width="240" height="40" />
      <rect className={styles.body} x="55" y="34" width="130" height="22" rx="3" />
      <rect className={styles.grille} x="95" y="38" width="50" height="14" rx="2" />
      <rect className={styles.panel} x="62" y="50" width="24" height="4" />
      <rect className={styles.panel} x="154" y="50" width="24" height="4" />
      {airflow(30, 76, 60)}
      {airflow(150, 76, 60)}
    </>
  ),
  multi: (
    <>
      <rect className={styles.wall} x="0" y="0" width="240" height="160" />
      <rect className={styles.body} x="16" y="20" width="96" height="30" rx="9" />
      <rect className={styles.body} x="128" y="20" width="96" height="30" rx="9" />
      <path className={styles.duct} d="M64 50 V92 H100 M176 50 V92 H140" fill="none" strokeWidth="4" />
      {outdoorUnit(77, 84, 1)}
    </>
  ),
  window: (
    <>
      <rect className={styles.wall} x="0" y="0" width="240" height="160" />
      <rect className={styles.frame} x="40" y="16" width="160" height="128" rx="4" />
      <rect className={styles.glass} x="50" y="26" width="140" height="50" />
      <rect className={styles.body} x="50" y="84" width="140" height="52" rx="4" />
      <rect className={styles.grille} x="60" y="92" width="70" height="36" rx="3" />
      <rect className={styles.panel} x="140" y="94" width="40" height="10" rx="2" />
      <circle className={styles.led} cx="170" cy="118" r="3" />
    </>
  ),
  evaporative: (
    <>
      <rect className={styles.sky} x="0" y="0" width="240" height="160" />
      <path className={styles.roof} d="M0 130 L120 80 L240 130 V160 H0 Z" />
      <rect className={styles.body} x="80" y="30" width="80" height="62" rx="6" />
      <rect className={styles.grille} x="88" y="40" width="64" height="42" rx="3" />
      <path className={styles.panel} d="M88 54 H152 M88 68 H152" strokeWidth="3" />
      <rect className={styles.duct} x="110" y="92" width="20" height="14" />
      <circle className={styles.led} cx="200" cy="28" r="12" />
    </>
  ),
  'gas-heater': (
    <>
      <rect className={styles.wall} x="0" y="0" width="240" height="160" />
      <rect className={styles.body} x="75" y="18" width="90" height="124" rx="6" />
      <rect className={styles.grille} x="87" y="34" width="66" height="40" rx="3" />
      <path
        className={styles.flame}
        d="M120 128 c-16 -10 -10 -28 0 -38 c2 12 12 12 10 24 c6 -4 6 -10 6 -14 c8 12 2 26 -16 28 z"
      />
      <path className={styles.duct} d="M120 18 V4" strokeWidth="10" />
    </>
  ),
};

/** A clean line drawing per product type, so every product has an image without stock photography. */
export function ProductIllustration({ type, label, accent = 'cool' }: ProductIllustrationProps) {
  return (
    <svg
      className={`${styles.illustration} ${accent === 'warm' ? styles.warm : ''}`}
      viewBox="0 0 240 160"
      width="240"
      height="160"
      role={label ? 'img' : undefined}
      aria-label={label || undefined}
      aria-hidden={label ? undefined : true}
      focusable="false"
    >
      {drawings[type]}
    </svg>
  );
}
