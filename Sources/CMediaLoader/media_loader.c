#include "tessera_media.h"

#include <dlfcn.h>
#include <pthread.h>
#include <stdio.h>
#include <string.h>

#define TESSERA_STRING(x) #x
#define TESSERA_MAJOR(x) TESSERA_STRING(x)
#ifdef __APPLE__
#define TESSERA_SONAME(name, major) "lib" name "." TESSERA_MAJOR(major) ".dylib"
#else
#define TESSERA_SONAME(name, major) "lib" name ".so." TESSERA_MAJOR(major)
#endif

static struct tessera_media table;
static const struct tessera_media *loaded;
static char failure[256];
static pthread_once_t once = PTHREAD_ONCE_INIT;

/// dlopen's handle for `soname`, or NULL with the reason in `failure`.
static void *open_library(const char *soname) {
    void *handle = dlopen(soname, RTLD_NOW | RTLD_LOCAL);
    if (!handle) snprintf(failure, sizeof failure, "cannot load %s", soname);
    return handle;
}

/// Looks `name` up in `handle` into `slot`; false with the reason in `failure` when missing.
static int find(void *handle, const char *name, void **slot) {
    *slot = dlsym(handle, name);
    if (!*slot) snprintf(failure, sizeof failure, "%s is missing from FFmpeg's libraries", name);
    return *slot != NULL;
}

#define FIND(handle, name) find(handle, #name, (void **)&table.name)

static void load(void) {
    void *util = open_library(TESSERA_SONAME("avutil", LIBAVUTIL_VERSION_MAJOR));
    void *codec = util ? open_library(TESSERA_SONAME("avcodec", LIBAVCODEC_VERSION_MAJOR)) : NULL;
    void *format = codec ? open_library(TESSERA_SONAME("avformat", LIBAVFORMAT_VERSION_MAJOR)) : NULL;
    void *scale = format ? open_library(TESSERA_SONAME("swscale", LIBSWSCALE_VERSION_MAJOR)) : NULL;
    if (!scale) return;
    int found = FIND(util, av_log_set_level) && FIND(util, av_strerror) && FIND(util, av_dict_set) &&
                FIND(util, av_dict_get) && FIND(util, av_dict_free) && FIND(util, av_display_rotation_get) &&
                FIND(util, av_frame_alloc) && FIND(util, av_frame_free) && FIND(util, av_frame_unref) &&
                FIND(util, av_frame_move_ref) && FIND(codec, avcodec_find_decoder) &&
                FIND(codec, avcodec_get_name) && FIND(codec, avcodec_alloc_context3) &&
                FIND(codec, avcodec_free_context) && FIND(codec, avcodec_parameters_to_context) &&
                FIND(codec, avcodec_open2) && FIND(codec, avcodec_send_packet) &&
                FIND(codec, avcodec_receive_frame) && FIND(codec, av_packet_alloc) &&
                FIND(codec, av_packet_free) && FIND(codec, av_packet_unref) &&
                FIND(format, avformat_alloc_context) && FIND(format, avformat_open_input) &&
                FIND(format, avformat_find_stream_info) && FIND(format, avformat_close_input) &&
                FIND(format, av_find_best_stream) && FIND(format, av_stream_get_side_data) &&
                FIND(format, av_seek_frame) && FIND(format, av_read_frame) && FIND(scale, sws_getContext) &&
                FIND(scale, sws_freeContext) && FIND(scale, sws_scale) &&
                FIND(scale, sws_getColorspaceDetails) && FIND(scale, sws_setColorspaceDetails) &&
                FIND(scale, sws_getCoefficients);
    if (!found) return;
    // FFmpeg logs to stderr, which is the terminal: silence it before the first file is opened.
    table.av_log_set_level(AV_LOG_QUIET);
    loaded = &table;
}

const struct tessera_media *tessera_media_load(char *error, size_t size) {
    pthread_once(&once, load);
    if (!loaded && error && size > 0) snprintf(error, size, "%s", failure);
    return loaded;
}
