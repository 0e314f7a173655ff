/**
 * The end of a stand-in child's script (`node -e`): runs `step` at once, or, when the environment
 * names a file in STAND_IN_GATE, only once that file exists. A test can then see the step under way
 * however fast the machine (started at once it could be over before the test asked), and lets it
 * go by writing the file. `gateFile` names the file in the script itself, for a child started
 * with an environment of its own (the preview renderer's).
 */
export const STAND_IN_GATE = 'STAND_IN_GATE';

export const gatedStep = (step: string, gateFile?: string) =>
  `const go=()=>{${step}};const gate=${gateFile === undefined ? `process.env.${STAND_IN_GATE}` : JSON.stringify(gateFile)};if(!gate)go();else{const t=setInterval(()=>{if(require('node:fs').existsSync(gate)){clearInterval(t);go();}},10);}`;
