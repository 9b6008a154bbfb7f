/**
 * The rows of the language table. Toolchains are Debian trixie's (bullseye's for Python 2); versions in
 * descriptions are the Debian package versions the judge image is built from.
 */
import type { LanguageSpec } from './languages.ts';

const NO_ENV: Readonly<Record<string, string>> = {};

const C_TEMPLATE = `#include <stdio.h>

int main(void) {
    int a, b;
    scanf("%d %d", &a, &b);
    printf("%d\\n", a + b);
    return 0;
}
`;

const CPP_TEMPLATE = `#include <iostream>
using namespace std;

int main() {
    int a, b;
    cin >> a >> b;
    cout << a + b << endl;
    return 0;
}
`;

const JAVA_TEMPLATE = `import java.util.Scanner;

public class Main {
    public static void main(String[] args) {
        Scanner in = new Scanner(System.in);
        int a = in.nextInt(), b = in.nextInt();
        System.out.println(a + b);
    }
}
`;

const PYTHON3_TEMPLATE = `a, b = map(int, input().split())
print(a + b)
`;

const PYTHON2_TEMPLATE = `a, b = map(int, raw_input().split())
print a + b
`;

const GO_TEMPLATE = `package main

import "fmt"

func main() {
\tvar a, b int
\tfmt.Scan(&a, &b)
\tfmt.Println(a + b)
}
`;

const CSHARP_TEMPLATE = `using System;

public class Program {
    public static void Main() {
        string[] parts = Console.ReadLine().Split(new[] { ' ' }, StringSplitOptions.RemoveEmptyEntries);
        Console.WriteLine(int.Parse(parts[0]) + int.Parse(parts[1]));
    }
}
`;

const JS_TEMPLATE = `const [a, b] = require('fs').readFileSync(0, 'utf8').trim().split(/\\s+/).map(Number);
console.log(a + b);
`;

const PHP_TEMPLATE = `<?php
fscanf(STDIN, "%d %d", $a, $b);
echo $a + $b, PHP_EOL;
`;

const RUBY_TEMPLATE = `a, b = gets.split.map(&:to_i)
puts a + b
`;

const RUST_TEMPLATE = `use std::io::{self, Read};

fn main() {
    let mut input = String::new();
    io::stdin().read_to_string(&mut input).unwrap();
    let sum: i64 = input.split_whitespace().map(|x| x.parse::<i64>().unwrap()).sum();
    println!("{}", sum);
}
`;

/** A C or C++ row: native, factor 1, usable for checkers. */
function native(id: number, name: string, compiler: 'gcc' | 'g++', std: string, o2: boolean): LanguageSpec {
  const isC = compiler === 'gcc';
  return {
    id,
    name,
    description: `${compiler === 'gcc' ? 'GCC' : 'G++'} 14.2 (-std=${std}${o2 ? ' -O2' : ''})`,
    srcName: isC ? 'main.c' : 'main.cpp',
    exeName: 'main',
    compileArgv: [compiler, '-DONLINE_JUDGE', '-w', '-fmax-errors=3', `-std=${std}`, ...(o2 ? ['-O2'] : []), '{src}', '-lm', '-o', '{exe}'],
    runArgv: ['{exe}'],
    compileTimeLimitMs: 10_000,
    compileMemoryLimitMb: 1024,
    timeFactor: 1,
    memoryFactor: 1,
    // Only when an allocation is larger than the machine could ever give; the cgroup kills the rest.
    outOfMemoryText: isC ? [] : ['std::bad_alloc'],
    compileEnv: NO_ENV,
    runEnv: NO_ENV,
    contentType: isC ? 'text/x-csrc' : 'text/x-c++src',
    template: isC ? C_TEMPLATE : CPP_TEMPLATE,
    image: 'main',
    optional: false,
    spj: true,
  };
}

/** Defaults shared by the non-C/C++ rows (spec 01 §9 doubles both limits). */
const MANAGED = {
  compileTimeLimitMs: 10_000,
  compileMemoryLimitMb: 512,
  timeFactor: 2,
  memoryFactor: 2,
  compileEnv: NO_ENV,
  runEnv: NO_ENV,
  image: 'main',
  optional: false,
  spj: false,
} as const;

const PYTHON_ENV: Readonly<Record<string, string>> = { PYTHONIOENCODING: 'utf-8', PYTHONDONTWRITEBYTECODE: '1' };

/** Python rows: a py_compile step turns syntax errors into Compile Error. */
function python(
  id: number,
  name: string,
  description: string,
  binary: string,
  options: { template: string; image: 'main' | 'py2'; optional: boolean },
): LanguageSpec {
  return {
    ...MANAGED,
    id,
    name,
    description,
    srcName: 'main.py',
    exeName: 'main.py',
    compileArgv: [binary, '-m', 'py_compile', '{src}'],
    runArgv: [binary, '{src}'],
    compileMemoryLimitMb: 256,
    compileEnv: { PYTHONIOENCODING: 'utf-8' },
    runEnv: PYTHON_ENV,
    contentType: 'text/x-python',
    outOfMemoryText: ['MemoryError'],
    ...options,
  };
}

/** All languages, in display order. */
export const LANGUAGE_TABLE: readonly LanguageSpec[] = [
  // gnu11, not c11: strict ISO mode hides POSIX declarations, which GCC 14 then rejects as implicit.
  native(1, 'C', 'gcc', 'gnu11', false),
  native(2, 'C With O2', 'gcc', 'gnu11', true),
  native(3, 'C++', 'g++', 'c++14', false),
  native(4, 'C++ With O2', 'g++', 'c++14', true),
  native(5, 'C++ 17', 'g++', 'c++17', false),
  native(6, 'C++ 17 With O2', 'g++', 'c++17', true),
  native(7, 'C++ 20', 'g++', 'c++20', false),
  native(8, 'C++ 20 With O2', 'g++', 'c++20', true),
  {
    ...MANAGED,
    id: 9,
    name: 'Java',
    description: 'OpenJDK 21',
    srcName: 'Main.java',
    exeName: 'Main.class',
    compileArgv: ['javac', '-J-Xmx512m', '-encoding', 'UTF-8', '-d', '{dir}', '{src}'],
    runArgv: ['java', '-Dfile.encoding=UTF-8', '-Xss{stackMb}m', '-Xmx{memoryMb}m', '-XX:+UseSerialGC', '-cp', '{dir}', 'Main'],
    compileMemoryLimitMb: 1024,
    outOfMemoryText: ['java.lang.OutOfMemoryError'],
    contentType: 'text/x-java',
    template: JAVA_TEMPLATE,
  },
  python(10, 'Python3', 'Python 3.13', 'python3', {
    template: PYTHON3_TEMPLATE,
    image: 'main',
    optional: false,
  }),
  python(11, 'Python2', 'Python 2.7.18', 'python2.7', {
    template: PYTHON2_TEMPLATE,
    image: 'py2',
    optional: false,
  }),
  python(12, 'PyPy3', 'PyPy 7.3 (Python 3)', 'pypy3', {
    template: PYTHON3_TEMPLATE,
    image: 'main',
    optional: true,
  }),
  python(13, 'PyPy2', 'PyPy 7.3.3 (Python 2.7)', 'pypy', {
    template: PYTHON2_TEMPLATE,
    image: 'py2',
    optional: true,
  }),
  {
    ...MANAGED,
    id: 14,
    name: 'Golang',
    description: 'Go 1.24',
    srcName: 'main.go',
    exeName: 'main',
    // The image ships a build cache of the standard library (built at image time); Go cannot use it
    // read-only, so each compile starts from a copy. A cold cache would take ~40 s per submission.
    compileArgv: ['sh', '-c', 'cp -r /opt/oj/gocache {dir}/.gocache && exec go build -o {exe} {src}'],
    runArgv: ['{exe}'],
    compileTimeLimitMs: 30_000,
    compileMemoryLimitMb: 1024,
    compileEnv: {
      GOCACHE: '{dir}/.gocache',
      GOPATH: '{dir}/.gopath',
      HOME: '{dir}',
      CGO_ENABLED: '0',
      GOTOOLCHAIN: 'local',
      GOFLAGS: '-buildvcs=false',
    },
    runEnv: { GOMAXPROCS: '1' },
    outOfMemoryText: ['runtime: out of memory'],
    contentType: 'text/x-go',
    template: GO_TEMPLATE,
  },
  {
    ...MANAGED,
    id: 15,
    name: 'C#',
    description: 'Mono 6 (mcs)',
    srcName: 'main.cs',
    exeName: 'main.exe',
    compileArgv: ['mcs', '-optimize+', '-out:{exe}', '{src}'],
    runArgv: ['mono', '{exe}'],
    compileEnv: { HOME: '{dir}' },
    runEnv: { HOME: '{dir}' },
    outOfMemoryText: ['System.OutOfMemoryException'],
    contentType: 'text/x-csharp',
    template: CSHARP_TEMPLATE,
    optional: true,
  },
  {
    ...MANAGED,
    id: 16,
    name: 'JavaScript Node',
    description: 'Node.js 20',
    srcName: 'main.js',
    exeName: 'main.js',
    compileArgv: null,
    runArgv: ['node', '{src}'],
    outOfMemoryText: ['JavaScript heap out of memory'],
    contentType: 'text/javascript',
    template: JS_TEMPLATE,
  },
  {
    ...MANAGED,
    id: 17,
    name: 'PHP',
    description: 'PHP 8.4',
    srcName: 'main.php',
    exeName: 'main.php',
    compileArgv: null,
    // The sandbox enforces memory; PHP's own 128M default would turn big inputs into fatal errors.
    runArgv: ['php', '-d', 'memory_limit=-1', '{src}'],
    outOfMemoryText: ['Allowed memory size of', 'Out of memory'],
    contentType: 'text/x-php',
    template: PHP_TEMPLATE,
  },
  {
    ...MANAGED,
    id: 18,
    name: 'Ruby',
    description: 'Ruby 3.3',
    srcName: 'main.rb',
    exeName: 'main.rb',
    compileArgv: null,
    runArgv: ['ruby', '{src}'],
    outOfMemoryText: ['NoMemoryError', 'failed to allocate memory'],
    contentType: 'text/x-ruby',
    template: RUBY_TEMPLATE,
  },
  {
    ...MANAGED,
    id: 19,
    name: 'Rust',
    description: 'rustc 1.85 (edition 2021, -O)',
    srcName: 'main.rs',
    exeName: 'main',
    compileArgv: ['rustc', '-O', '-C', 'debuginfo=0', '--edition', '2021', '-o', '{exe}', '{src}'],
    runArgv: ['{exe}'],
    compileTimeLimitMs: 30_000,
    compileMemoryLimitMb: 1024,
    compileEnv: { HOME: '{dir}' },
    outOfMemoryText: ['memory allocation of'],
    contentType: 'text/x-rustsrc',
    template: RUST_TEMPLATE,
  },
];
