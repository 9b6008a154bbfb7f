import { JudgeCaseMode } from '@oj/contracts';
import { SeededRandom } from '../random.ts';
import type { DemoCase, DemoProblem } from '../types.ts';
import { acmCase } from '../types.ts';

const C_TEMPLATE = `#include <stdio.h>

int main(void) {
    int a, b;
    /* Read the two integers, then print their sum. */
    scanf("%d %d", &a, &b);
    printf("%d\\n", a + b);
    return 0;
}
`;

const CPP_TEMPLATE = `#include <iostream>

int main() {
    int a, b;
    // Read the two integers, then print their sum.
    std::cin >> a >> b;
    std::cout << a + b << '\\n';
    return 0;
}
`;

const JAVA_TEMPLATE = `import java.util.Scanner;

// The class must be called Main.
public class Main {
    public static void main(String[] args) {
        Scanner in = new Scanner(System.in);
        int a = in.nextInt();
        int b = in.nextInt();
        System.out.println(a + b);
    }
}
`;

const PYTHON3_TEMPLATE = `# Read the two integers from one line, then print their sum.
a, b = map(int, input().split())
print(a + b)
`;

function cases(): DemoCase[] {
  const random = new SeededRandom(1000);
  const pairs: [number, number][] = [
    [1, 2],
    [0, 0],
    [-5, 5],
    [-1_000_000, -1_000_000],
    [1_000_000, 1_000_000],
  ];
  while (pairs.length < 8) pairs.push([random.int(-1_000_000, 1_000_000), random.int(-1_000_000, 1_000_000)]);
  return pairs.map(([a, b]) => acmCase(`${a} ${b}\n`, `${a + b}\n`));
}

/** The classic first problem: read two integers, print their sum. */
export const aPlusB: DemoProblem = {
  problemId: 'P1000',
  title: 'A+B Problem',
  type: 0,
  difficulty: 0,
  judgeCaseMode: JudgeCaseMode.Default,
  timeLimitMs: 1000,
  memoryLimitMb: 256,
  description: `Given two integers $a$ and $b$, compute $a+b$.

This problem is here to get to know the judge: read from **standard input**, write to **standard output**, and print nothing else (no prompts such as \`Please enter a number\`).`,
  input: 'One line with two integers $a$ and $b$ separated by a space ($-10^6 \\le a, b \\le 10^6$).',
  output: 'One line with the integer $a+b$.',
  examples: [
    { input: '1 2\n', output: '3\n' },
    { input: '-7 10\n', output: '3\n' },
  ],
  hint: `A complete C++ solution:

\`\`\`cpp
#include <iostream>
int main() {
    int a, b;
    std::cin >> a >> b;
    std::cout << a + b << '\\n';
}
\`\`\`

Java solutions must use a public class named \`Main\`.`,
  tags: ['Beginner', 'Math'],
  cases,
  codeTemplates: { C: C_TEMPLATE, 'C++': CPP_TEMPLATE, Java: JAVA_TEMPLATE, Python3: PYTHON3_TEMPLATE },
};
