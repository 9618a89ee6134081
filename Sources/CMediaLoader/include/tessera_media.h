#ifndef TESSERA_MEDIA_H
#define TESSERA_MEDIA_H

// FFmpeg's libraries, loaded on first use: linking them adds about 135 shared libraries (every codec
// libavcodec is built with) to the start of every run, photos only or not. The functions Tessera calls are
// pointers in one table, typed from FFmpeg's own declarations.

#include <errno.h>
#include <libavcodec/avcodec.h>
#include <libavformat/avformat.h>
#include <libavutil/avutil.h>
#include <libavutil/dict.h>
#include <libavutil/display.h>
#include <libavutil/error.h>
#include <libavutil/frame.h>
#include <libavutil/log.h>
#include <libswscale/swscale.h>

#define TESSERA_MEDIA_FUNCTION(name) __typeof__(name) *_Nonnull name

/// FFmpeg's functions that Tessera's video poster decoder calls.
struct tessera_media {
    // libavutil
    TESSERA_MEDIA_FUNCTION(av_log_set_level);
    TESSERA_MEDIA_FUNCTION(av_strerror);
    TESSERA_MEDIA_FUNCTION(av_dict_set);
    TESSERA_MEDIA_FUNCTION(av_dict_get);
    TESSERA_MEDIA_FUNCTION(av_dict_free);
    TESSERA_MEDIA_FUNCTION(av_display_rotation_get);
    TESSERA_MEDIA_FUNCTION(av_frame_alloc);
    TESSERA_MEDIA_FUNCTION(av_frame_free);
    TESSERA_MEDIA_FUNCTION(av_frame_unref);
    TESSERA_MEDIA_FUNCTION(av_frame_move_ref);
    // libavcodec
    TESSERA_MEDIA_FUNCTION(avcodec_find_decoder);
    TESSERA_MEDIA_FUNCTION(avcodec_get_name);
    TESSERA_MEDIA_FUNCTION(avcodec_alloc_context3);
    TESSERA_MEDIA_FUNCTION(avcodec_free_context);
    TESSERA_MEDIA_FUNCTION(avcodec_parameters_to_context);
    TESSERA_MEDIA_FUNCTION(avcodec_open2);
    TESSERA_MEDIA_FUNCTION(avcodec_send_packet);
    TESSERA_MEDIA_FUNCTION(avcodec_receive_frame);
    TESSERA_MEDIA_FUNCTION(av_packet_alloc);
    TESSERA_MEDIA_FUNCTION(av_packet_free);
    TESSERA_MEDIA_FUNCTION(av_packet_unref);
    // libavformat
    TESSERA_MEDIA_FUNCTION(avformat_alloc_context);
    TESSERA_MEDIA_FUNCTION(avformat_open_input);
    TESSERA_MEDIA_FUNCTION(avformat_find_stream_info);
    TESSERA_MEDIA_FUNCTION(avformat_close_input);
    TESSERA_MEDIA_FUNCTION(av_find_best_stream);
    TESSERA_MEDIA_FUNCTION(av_stream_get_side_data);
    TESSERA_MEDIA_FUNCTION(av_seek_frame);
    TESSERA_MEDIA_FUNCTION(av_read_frame);
    // libswscale
    TESSERA_MEDIA_FUNCTION(sws_getContext);
    TESSERA_MEDIA_FUNCTION(sws_freeContext);
    TESSERA_MEDIA_FUNCTION(sws_scale);
    TESSERA_MEDIA_FUNCTION(sws_getColorspaceDetails);
    TESSERA_MEDIA_FUNCTION(sws_setColorspaceDetails);
    TESSERA_MEDIA_FUNCTION(sws_getCoefficients);
};

#undef TESSERA_MEDIA_FUNCTION

/// Loads libavutil, libavcodec, libavformat and libswscale (the major versions of the headers built
/// against) and looks up every function, once, from any thread. Returns the table, or NULL with the
/// reason written to `error` (at most `size` bytes, NUL-terminated).
const struct tessera_media *tessera_media_load(char *error, size_t size);

// Macros Swift cannot import, as functions.
static inline int tessera_averror_again(void) { return AVERROR(EAGAIN); }
static inline int tessera_averror_eof(void) { return AVERROR_EOF; }
static inline int64_t tessera_av_nopts_value(void) { return AV_NOPTS_VALUE; }

#endif
