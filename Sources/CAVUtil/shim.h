#include <errno.h>
#include <libavutil/avutil.h>
#include <libavutil/dict.h>
#include <libavutil/display.h>
#include <libavutil/error.h>
#include <libavutil/frame.h>
#include <libavutil/log.h>

// Macros Swift cannot import, as functions.
static inline int tessera_averror_again(void) { return AVERROR(EAGAIN); }
static inline int tessera_averror_eof(void) { return AVERROR_EOF; }
static inline int64_t tessera_av_nopts_value(void) { return AV_NOPTS_VALUE; }
