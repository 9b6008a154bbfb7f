/**
 * The simulated contest's problems and the few sources its contestants send: three demo problems (their
 * test data is in the object store from the platform's start), one accepted C program each and one wrong
 * program shared by all. Every contestant sends one of these four texts, so the judge node's compile cache
 * (docs/judge.md, "The compile cache") compiles each once and every later submission only runs its cases.
 */

/** The language every submission uses: C (gcc), which the compile cache keeps. */
export const LANGUAGE = 'C';

/** A contest problem: the bank problem's display id, its contest label and its accepted source. */
export interface LoadProblem {
  problemId: string;
  displayId: string;
  accepted: string;
}

const A_PLUS_B = `#include <stdio.h>
int main(void) {
  long long a, b;
  if (scanf("%lld %lld", &a, &b) != 2) return 0;
  printf("%lld\\n", a + b);
  return 0;
}
`;

const PALINDROME = `#include <stdio.h>
#include <string.h>
static char word[200005];
int main(void) {
  int t;
  if (scanf("%d", &t) != 1) return 0;
  while (t-- > 0 && scanf("%200000s", word) == 1) {
    size_t i = 0, j = strlen(word);
    int same = 1;
    while (j > 0 && i < j - 1) {
      if (word[i] != word[j - 1]) { same = 0; break; }
      i++;
      j--;
    }
    puts(same ? "Yes" : "No");
  }
  return 0;
}
`;

const RANGE_SUM = `#include <stdio.h>
static long long prefix[100005];
int main(void) {
  int n, q;
  if (scanf("%d %d", &n, &q) != 2) return 0;
  for (int i = 1; i <= n; i++) {
    long long value = 0;
    if (scanf("%lld", &value) != 1) return 0;
    prefix[i] = prefix[i - 1] + value;
  }
  while (q-- > 0) {
    int l, r;
    if (scanf("%d %d", &l, &r) != 2) return 0;
    printf("%lld\\n", prefix[r] - prefix[l - 1]);
  }
  return 0;
}
`;

/** Wrong on the first case of each of the three problems (A+B's "1 2", the first word "a", the sum -42). */
export const WRONG = `#include <stdio.h>
int main(void) {
  puts("0");
  return 0;
}
`;

export const PROBLEMS: readonly LoadProblem[] = [
  { problemId: 'P1000', displayId: 'A', accepted: A_PLUS_B },
  { problemId: 'P1001', displayId: 'B', accepted: PALINDROME },
  { problemId: 'P1002', displayId: 'C', accepted: RANGE_SUM },
];
