// Exploration (scripts/try_exp2_fma.py): 2^x on the FMA pipe instead of the MUFU unit (the
// trick FlashAttention-4 uses to offload exp): x rounded to an integer j by a magic-number add,
// 2^(x - j) by a degree-5 Taylor polynomial on [-0.5, 0.5] (relative error < 4e-6, far under a
// 16-bit ulp), j added to the exponent bits.  Matches ex2.approx.ftz: 0 below -126, NaN stays NaN.
__device__ __forceinline__ float exp2_fma(float x) {
    const float xc = fmaxf(x, -127.f);
    const float r = xc + 12582912.f;                  // 1.5 * 2^23: the low bits of r hold round(xc)
    const float f = xc - (r - 12582912.f);
    float p = 1.3333558e-3f;
    p = fmaf(p, f, 9.6181291e-3f);
    p = fmaf(p, f, 5.5504109e-2f);
    p = fmaf(p, f, 2.4022651e-1f);
    p = fmaf(p, f, 6.9314718e-1f);
    p = fmaf(p, f, 1.f);
    const float y = __int_as_float(__float_as_int(p) + (__float_as_int(r) << 23));
    return x < -126.f ? 0.f : (x == x ? y : x);
}

__device__ __forceinline__ float exp_shifted_fma(float x, float m) {
    return exp2_fma(fmaf(x - m, LOG2E, EXP_BIAS));
}
