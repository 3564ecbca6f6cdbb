#!/usr/bin/env python3
"""Exact minimum set cover of the 6x6 ply-5 positions by candidate lines (an ILP via PuLP/CBC).

Usage: cargo run --release --example cover_dump -- 2 > cov.txt; pip install pulp; python3 scripts/cover_ilp.py cov.txt
Input: first line = number of positions; then one line per candidate: "cells|covered position indices".
Prints the status, the minimum number of lines, and one optimal set of lines."""
import pulp, sys
f=open(sys.argv[1]); U=int(f.readline())
lines=[]; cov=[]
for l in f:
    a,b=l.rstrip('\n').split('|'); lines.append(a); cov.append([int(x) for x in b.split()] if b else [])
prob=pulp.LpProblem('c',pulp.LpMinimize)
x=[pulp.LpVariable(f'x{i}',cat='Binary') for i in range(len(lines))]
prob+=pulp.lpSum(x)
by=[[] for _ in range(U)]
for i,c in enumerate(cov):
    for j in c: by[j].append(i)
for j in range(U): prob+=pulp.lpSum(x[i] for i in by[j])>=1
prob.solve(pulp.PULP_CBC_CMD(msg=0,timeLimit=120))
print(pulp.LpStatus[prob.status], pulp.value(prob.objective))
for i in range(len(lines)):
    if x[i].value()>0.5: print(lines[i])
