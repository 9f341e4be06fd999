#!/usr/bin/env python3
"""The $1 recognizer (Wobbrock, Wilson and Li, UIST 2007) ported line by line from its reference
JavaScript (dollar.js, 2012 version), flaws included: it prints the golden values that
Tests/EncircleTemplatesTests/DollarOneGoldenValueTests.swift checks the Swift steps against
(best template, score and indicative angle of a few development strokes).

Usage: Scripts/dollar1-reference.py   (standard library only)
"""
import json, math, os
ROOT = os.path.join(os.path.dirname(os.path.abspath(__file__)), '..')
N=64; SQ=250.0; HALF=0.5*math.sqrt(SQ*SQ+SQ*SQ); AR=math.radians(45); AP=math.radians(2); PHI=0.5*(-1+math.sqrt(5))
def dist(a,b): return math.hypot(b[0]-a[0], b[1]-a[1])
def pathlen(p): return sum(dist(p[i-1],p[i]) for i in range(1,len(p)))
def centroid(p): return (sum(x for x,_ in p)/len(p), sum(y for _,y in p)/len(p))
def resample(points,n):
    points=list(points); I=pathlen(points)/(n-1); D=0.0; new=[points[0]]; i=1
    while i<len(points):
        d=dist(points[i-1],points[i])
        if D+d>=I:
            qx=points[i-1][0]+((I-D)/d)*(points[i][0]-points[i-1][0]); qy=points[i-1][1]+((I-D)/d)*(points[i][1]-points[i-1][1])
            new.append((qx,qy)); points.insert(i,(qx,qy)); D=0.0
        else: D+=d
        i+=1
    if len(new)==n-1: new.append(points[-1])
    return new
def indicative(p):
    c=centroid(p); return math.atan2(c[1]-p[0][1], c[0]-p[0][0])
def rotate(p,r):
    c=centroid(p); co=math.cos(r); s=math.sin(r)
    return [((x-c[0])*co-(y-c[1])*s+c[0], (x-c[0])*s+(y-c[1])*co+c[1]) for x,y in p]
def scale(p,size):
    xs=[x for x,_ in p]; ys=[y for _,y in p]; w=max(xs)-min(xs); h=max(ys)-min(ys)
    return [(x*(size/w), y*(size/h)) for x,y in p]
def translate(p):
    c=centroid(p); return [(x-c[0],y-c[1]) for x,y in p]
def normalize(p):
    p=resample(p,N); p=rotate(p,-indicative(p)); p=scale(p,SQ); return translate(p)
def pathdist(a,b): return sum(dist(a[i],b[i]) for i in range(len(a)))/len(a)
def dab(p,t,a,b,th):
    x1=PHI*a+(1-PHI)*b; f1=pathdist(rotate(p,x1),t); x2=(1-PHI)*a+PHI*b; f2=pathdist(rotate(p,x2),t)
    while abs(b-a)>th:
        if f1<f2: b=x2; x2=x1; f2=f1; x1=PHI*a+(1-PHI)*b; f1=pathdist(rotate(p,x1),t)
        else: a=x1; x1=x2; f1=f2; x2=(1-PHI)*a+PHI*b; f2=pathdist(rotate(p,x2),t)
    return min(f1,f2)
T=json.load(open(os.path.join(ROOT, 'Data/dollar1-templates.json')))['templates']
TN=[(t['name'],normalize([tuple(q) for q in t['points']])) for t in T]
S=json.load(open(os.path.join(ROOT, 'Data/dollar1-s02-s06.json')))['strokes']
for f in ['s02/fast/arrow01.xml','s03/medium/circle05.xml','s04/slow/star10.xml','s06/fast/question_mark03.xml','s05/medium/check07.xml']:
    s=[x for x in S if x['file']==f][0]
    p=normalize([(q[0],q[1]) for q in s['points']])
    best=min(((dab(p,t,-AR,AR,AP),n) for n,t in TN))
    print(f, best[1], repr(1-best[0]/HALF), len(resample([(q[0],q[1]) for q in s['points']],N)), repr(indicative(resample([(q[0],q[1]) for q in s['points']],N))))
