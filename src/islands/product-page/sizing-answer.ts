/**
 * Product pages: when the visitor came from the sizing tool's results, says back what their space
 * needs beside what this model delivers (src/lib/sizing/sizing-answer.ts), after every page load
 * (the client router swaps pages without reloading this module).
 */
import { readSizingNeed, sizingAnswerText } from '../../lib/sizing/sizing-answer.ts';

const number = (value: string | undefined) => (value ? Number(value) : null);

function showSizingAnswer() {
  const answer = document.querySelector<HTMLElement>('[data-sizing-answer]');
  if (!answer) return;
  const need = readSizingNeed(location.search);
  if (!need) return;
  answer.textContent = sizingAnswerText(need, {
    coolingKw: number(answer.dataset.coolingKw),
    heatingKw: number(answer.dataset.heatingKw),
    airflowM3h: number(answer.dataset.airflowM3h),
  });
  answer.hidden = false;
}

document.addEventListener('astro:page-load', showSizingAnswer);
