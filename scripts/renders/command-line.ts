/**
 * The render scripts' command line: `--name=value` options (a bare `--name` is "true") and the
 * names given without dashes (the products or categories to render; none means all).
 */
export function commandLine(usage: string, args: readonly string[] = process.argv.slice(2)) {
  // A render takes minutes of both cores: asking how to run one must not start it.
  if (args.includes('--help') || args.includes('-h')) {
    console.log(usage);
    process.exit(0);
  }
  const options: Record<string, string> = Object.fromEntries(
    args
      .filter((arg) => arg.startsWith('--'))
      .map((arg) => {
        const [name = '', value = 'true'] = arg.slice(2).split('=');
        return [name, value];
      }),
  );
  const names = new Set(args.filter((arg) => !arg.startsWith('--')));
  return { options, names };
}
