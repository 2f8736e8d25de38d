import { DockerfileParser, type Instruction } from 'dockerfile-ast';
import { validate } from 'dockerfile-utils';

/**
 * What infra/docker/dockerfiles.spec.ts reads from our Dockerfiles: lint problems from the VS Code
 * Docker language server's validator (dockerfile-utils), and each build stage's instructions with
 * the FROM image resolved, for our own policy (docs/adr-012).
 */

export interface LintProblem {
  line: number;
  message: string;
}

export interface Stage {
  name: string | undefined;
  /** The FROM image with `${ARG}` defaults substituted (a stage name when it builds on one). */
  image: string;
  /** `args` without flags and line continuations; `text` the whole instruction as written (flags too). */
  instructions: { keyword: string; args: string; text: string; line: number }[];
}

export function lintDockerfile(text: string): LintProblem[] {
  return validate(text).map((problem) => ({
    line: problem.range.start.line + 1,
    message: typeof problem.message === 'string' ? problem.message : problem.message.value,
  }));
}

export function readStages(text: string): Stage[] {
  const dockerfile = DockerfileParser.parse(text);
  const defaults = new Map(
    dockerfile
      .getInitialARGs()
      .map((arg) => [arg.getProperty()?.getName() ?? '', arg.getProperty()?.getValue() ?? '']),
  );
  const substitute = (value: string) =>
    value.replace(/\$\{?([A-Za-z_][A-Za-z0-9_]*)\}?/g, (whole, name: string) => defaults.get(name) ?? whole);
  const stages: Stage[] = [];
  for (const instruction of dockerfile.getInstructions()) {
    const keyword = instruction.getKeyword();
    if (keyword === 'FROM') {
      const from = dockerfile.getFROMs().find((candidate) => sameLine(candidate, instruction));
      stages.push({
        name: from?.getBuildStage() ?? undefined,
        image: substitute(from?.getImage() ?? ''),
        instructions: [],
      });
      continue;
    }
    stages.at(-1)?.instructions.push({
      keyword,
      args: instruction.getArgumentsContent() ?? '',
      text: instruction.getTextContent(),
      line: instruction.getRange().start.line + 1,
    });
  }
  return stages;
}

function sameLine(a: Instruction, b: Instruction): boolean {
  return a.getRange().start.line === b.getRange().start.line;
}
