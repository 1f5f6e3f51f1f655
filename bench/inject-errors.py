#!/usr/bin/env python3
"""Copies a module tree, injects syntax errors into different files, runs
`incc check` once and reports how many were found at the right line.

    bench/inject-errors.py INCC CORPUS_DIR [COUNT] [SEED]

Each injection replaces one ';' that ends a resource entry or a statement with
a stray token, picked at random (seeded) from lines outside comments, strings
and #if 0 blocks. An injected error counts as found when incc reports an error
on that file and line (the parser resynchronises at the next ';' or '}')."""
import os, random, re, shutil, subprocess, sys, tempfile

def candidate_lines(text):
    """Lines whose last character is ';' and that look like plain entries or statements."""
    out, depth_if0, in_comment, in_string = [], 0, False, False
    for i, line in enumerate(text.split('\n')):
        s = line.strip()
        # Lines inside or ending a multi-line string literal are text, not syntax.
        quotes = len(re.findall(r'(?<!\\)"', re.sub(r"'.'", '', line)))
        was_in_string = in_string
        if quotes % 2:
            in_string = not in_string
        if was_in_string or in_string:
            continue
        if in_comment:
            if '*/' in s:
                in_comment = False
            continue
        if s.startswith('/*') and '*/' not in s:
            in_comment = True
            continue
        if re.match(r'#\s*if\s+0', s):
            depth_if0 += 1
        elif depth_if0 and re.match(r'#\s*if', s):
            depth_if0 += 1
        elif depth_if0 and re.match(r'#\s*endif', s):
            depth_if0 -= 1
        if depth_if0 or s.startswith('#') or line.rstrip().endswith('\\'):
            continue
        if re.fullmatch(r'[A-Za-z][A-Za-z ]*:\s*[A-Za-z0-9_ +|,$"()]+;', s) and '"' not in s[:-1].split(':', 1)[0]:
            out.append(i)
        elif re.fullmatch(r'[A-Za-z_][A-Za-z0-9_]*\s*=\s*[A-Za-z0-9_ +*()-]+;', s):
            out.append(i)
    return out

def main():
    incc, corpus = sys.argv[1], sys.argv[2]
    count = int(sys.argv[3]) if len(sys.argv) > 3 else 20
    rng = random.Random(int(sys.argv[4]) if len(sys.argv) > 4 else 1)
    work = tempfile.mkdtemp(prefix='inject-')
    try:
        shutil.copytree(os.path.join(corpus, 'lib'), os.path.join(work, 'lib'))
        shutil.copytree(os.path.join(corpus, 'inc'), os.path.join(work, 'inc'))
        files = sorted(f for f in os.listdir(os.path.join(work, 'lib')) if f.endswith('.irh'))
        rng.shuffle(files)
        injected = []

        def inject(name, far_from=()):
            """Breaks one random candidate line of `name` at least 50 lines from `far_from`."""
            path = os.path.join(work, 'lib', name)
            text = open(path, encoding='latin-1').read()
            lines = text.split('\n')
            cands = [c for c in candidate_lines(text) if all(abs(c + 1 - t) > 50 for t in far_from)]
            if not cands:
                return
            n = rng.choice(cands)
            lines[n] = lines[n].rstrip()[:-1] + ' ]] ;'
            open(path, 'w', encoding='latin-1').write('\n'.join(lines))
            injected.append((name, n + 1))

        for name in files:
            if len(injected) == count:
                break
            inject(name)
        # Fewer files than errors: put a second error in the largest files.
        for name in sorted(files, key=lambda f: -os.path.getsize(os.path.join(work, 'lib', f))):
            if len(injected) == count:
                break
            inject(name, far_from=[l for f, l in injected if f == name])
        proc = subprocess.run([incc, 'check', '-q', '-I', os.path.join(work, 'inc'),
                               os.path.join(work, 'lib', 'main.irc')], capture_output=True, text=True,
                              encoding='latin-1', timeout=120)
        reported = set()
        for m in re.finditer(r'^(.*?):(\d+):(\d+): error:', proc.stderr, re.M):
            reported.add((os.path.basename(m.group(1)), int(m.group(2))))
        found = [(f, l) for f, l in injected if (f, l) in reported]
        for f, l in injected:
            print(f"  {'found' if (f, l) in reported else 'MISSED'}  {f}:{l}")
        injected_set = set(injected)
        extra = [m.group(0) for m in re.finditer(r'^(.*?):(\d+):(\d+): error:.*$', proc.stderr, re.M)
                 if (os.path.basename(m.group(1)), int(m.group(2))) not in injected_set]
        for line in extra:
            print('  extra: ' + line.replace(work + os.sep, ''))
        total_errors = len(re.findall(r': error:', proc.stderr))
        print(f"{len(found)} of {len(injected)} injected errors reported at the right line; "
              f"{total_errors} errors reported in all; incc exit code {proc.returncode}")
        if proc.returncode not in (0, 1):
            print("incc did not exit cleanly", file=sys.stderr)
            return 2
        return 0 if len(found) >= 18 * len(injected) // 20 else 1
    finally:
        shutil.rmtree(work)

if __name__ == '__main__':
    sys.exit(main())
